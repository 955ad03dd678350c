import { QueryClient } from '@tanstack/react-query';
import { createMemoryHistory } from '@tanstack/react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAppRouter } from './router';
import { routerNavigator } from './router-navigator';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('routerNavigator', () => {
  it('moves to a same-site redirectUrl with data and errors in history state', async () => {
    const router = createAppRouter(
      new QueryClient(),
      createMemoryHistory({ initialEntries: ['/checkout/2'] }),
    );
    await router.load();

    routerNavigator(router)('/checkout/1?aff=newbox15', { data: { orders: 1 }, errors: [] });

    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/checkout/1'));
    expect(router.state.location.search).toEqual({ aff: 'newbox15' });
    expect(router.state.location.state.data).toEqual({ orders: 1 });
    expect(router.state.location.state.errors).toEqual([]);
  });

  it('leaves the site with a full page load for another origin', () => {
    const router = createAppRouter(
      new QueryClient(),
      createMemoryHistory({ initialEntries: ['/'] }),
    );
    const assign = vi.fn();
    vi.stubGlobal('location', {
      href: 'http://localhost:3000/payment',
      origin: 'http://localhost:3000',
      assign,
    });

    routerNavigator(router)('https://payments.example/session/abc', {
      data: null,
      errors: undefined,
    });

    expect(assign).toHaveBeenCalledWith('https://payments.example/session/abc');
  });
});
