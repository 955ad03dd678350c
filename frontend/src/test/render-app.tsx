import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  HeadContent,
  RouterProvider,
} from '@tanstack/react-router';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createAppRouter } from '../router';
import { routeTree } from '../routeTree.gen';

// The app draws the whole HTML document (document/Document.tsx) for the server renderer and
// hydration; under test it renders into Testing Library's container, so the shell keeps only the
// route head tags (React hoists them into document.head, where the tests read the title).
(
  routeTree.options as { shellComponent?: (props: { children: ReactNode }) => ReactNode }
).shellComponent = function TestShell({ children }: { children: ReactNode }) {
  return (
    <>
      <HeadContent />
      {children}
    </>
  );
};

function testQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: 0 } },
  });
}

/** The whole storefront at `path`, on an in-memory history. */
export function renderApp(path: string) {
  const queryClient = testQueryClient();
  const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: [path] }));
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient };
}

/** One component under a bare router, for components that render links. */
export function renderWithRouter(ui: () => ReactNode, path = '/') {
  const router = createRouter({
    routeTree: createRootRoute({ component: ui }),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  return { ...render(<RouterProvider router={router} />), router };
}

type ApiAnswer = (init: RequestInit | undefined) => Response;

/** Stubs fetch with one answer per "METHOD path"; anything else answers 404. */
export function stubApi(answers: Record<string, ApiAnswer>) {
  const calls: { method: string; path: string }[] = [];
  const fetchStub = (input: RequestInfo | URL, init?: RequestInit) => {
    const path =
      typeof input === 'string' ? input : input instanceof URL ? input.pathname : input.url;
    const method = init?.method ?? 'GET';
    calls.push({ method, path });
    const answer = answers[`${method} ${path}`];
    return Promise.resolve(answer ? answer(init) : new Response(null, { status: 404 }));
  };
  return { fetchStub, calls };
}

export function envelope(body: Record<string, unknown>): Response {
  return new Response(JSON.stringify(body), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
  });
}
