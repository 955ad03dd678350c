import type { QueryClient } from '@tanstack/react-query';
import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { RouteErrorPage } from './pages/RouteErrorPage';
import { routeTree } from './routeTree.gen';
import { Spinner } from './ui/Spinner';

/**
 * One place that builds the router: for the browser, for the server renderer (which passes its
 * own history and the public origin) and for tests (which pass a memory history).
 */
// Loaded when a page is first not found, not with every page's first script; its own Suspense
// keeps the shop's frame in place meanwhile.
const NotFoundPage = lazy(() =>
  import('./pages/NotFoundPage').then((module) => ({ default: module.NotFoundPage })),
);

export function createAppRouter(
  queryClient: QueryClient,
  history?: RouterHistory,
  server?: { origin: string; nonce: string },
) {
  return createRouter({
    routeTree,
    history,
    context: { queryClient, origin: server?.origin ?? window.location.origin },
    // The server renderer's inline hydration scripts carry the response's CSP nonce.
    ...(server ? { ssr: { nonce: server.nonce } } : {}),
    // React Query owns caching, so the router always asks it rather than keeping its own copy.
    defaultPreload: 'intent',
    defaultPreloadStaleTime: 0,
    defaultPendingComponent: () => <Spinner />,
    defaultNotFoundComponent: () => (
      <Suspense fallback={<Spinner />}>
        <NotFoundPage />
      </Suspense>
    ),
    defaultErrorComponent: ({ error }) => <RouteErrorPage error={error} />,
    scrollRestoration: true,
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
