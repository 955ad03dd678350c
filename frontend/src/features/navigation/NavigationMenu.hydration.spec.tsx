import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { act, fireEvent, waitFor } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { contentKeys } from '../../api/content.queries';
import { envelope } from '../../test/render-app';
import { NavigationMenu } from './NavigationMenu';
import { NAVIGATION } from './navigation.fixtures';
import { navigationBar } from './navigation-tree';

/** The menu inside the header's nav, as the app draws it, on a bare router at `path`. */
async function menuApp(queryClient: QueryClient, path = '/category/flowers') {
  const router = createRouter({
    routeTree: createRootRoute({
      component: () => (
        <nav id="primary-nav" data-open="false">
          <NavigationMenu />
        </nav>
      ),
    }),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  await router.load();
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}

const quietClient = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

/** The page as the server sent it: the bar drawn from the top level its loader fetched. */
async function serverPage(path?: string): Promise<HTMLElement> {
  const server = quietClient();
  server.setQueryData(contentKeys.navigationBar(), navigationBar(NAVIGATION));
  const html = renderToString(await menuApp(server, path));
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  return container;
}

let root: Root | undefined;

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('NavigationMenu hydrating the server’s bar', () => {
  it('takes over the links in place with the data that came with the page', async () => {
    vi.stubGlobal('fetch', () => Promise.resolve(envelope({ data: NAVIGATION })));
    const container = await serverPage();
    const serverLink = container.querySelector('[data-testid="nav-link-hampers"]');
    const errors: unknown[] = [];

    const client = quietClient();
    client.setQueryData(contentKeys.navigationBar(), navigationBar(NAVIGATION));
    const app = await menuApp(client);
    await act(async () => {
      root = hydrateRoot(container, app, { onRecoverableError: (error) => errors.push(error) });
    });

    expect(errors).toEqual([]);
    expect(container.querySelector('[data-testid="nav-link-hampers"]')).toBe(serverLink);
    const toggle = container.querySelector<HTMLElement>('[data-testid="nav-toggle-flowers"]');
    fireEvent.click(toggle as HTMLElement);
    expect(toggle?.getAttribute('aria-expanded')).toBe('true');
  });

  it('waits for the tree when the bar has left the cache, rather than redraw the bar', async () => {
    let answer: (response: Response) => void = () => undefined;
    vi.stubGlobal('fetch', () => new Promise<Response>((resolve) => (answer = resolve)));
    const container = await serverPage();
    const serverLink = container.querySelector('[data-testid="nav-link-hampers"]');
    const errors: unknown[] = [];

    // Nothing in the cache: the bar's data was dropped while nobody watched it.
    const app = await menuApp(quietClient());
    await act(async () => {
      root = hydrateRoot(container, app, { onRecoverableError: (error) => errors.push(error) });
    });
    expect(container.querySelector('[data-testid="nav-link-hampers"]')).toBe(serverLink);
    expect(container.querySelector('[data-testid="nav-link-gift-cards"]')).toBeNull();

    await act(async () => answer(envelope({ data: NAVIGATION })));
    await waitFor(() =>
      expect(
        container
          .querySelector('[data-testid="nav-toggle-flowers"]')
          ?.hasAttribute('aria-controls'),
      ).toBe(true),
    );
    expect(errors).toEqual([]);
    expect(container.querySelector('[data-testid="nav-link-hampers"]')).toBe(serverLink);
  });

  it('moves the current-page mark when the shopper moved on before the code arrived', async () => {
    vi.stubGlobal('fetch', () => Promise.resolve(envelope({ data: NAVIGATION })));
    const container = await serverPage('/category/flowers');
    const link = (key: string) => container.querySelector(`[data-testid="nav-link-${key}"]`);
    expect(link('flowers')?.getAttribute('aria-current')).toBe('page');
    // React reports the attribute it finds different, and leaves it as it is.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);

    const client = quietClient();
    client.setQueryData(contentKeys.navigationBar(), navigationBar(NAVIGATION));
    const app = await menuApp(client, '/hamper-delivery');
    await act(async () => {
      root = hydrateRoot(container, app);
    });

    expect(link('flowers')?.hasAttribute('aria-current')).toBe(false);
    expect(link('hampers')?.getAttribute('aria-current')).toBe('page');
  });
});
