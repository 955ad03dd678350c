import type { CheckoutState, PaymentConfigResponse } from '@shop/contracts';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { render } from '@testing-library/react';
import { vi } from 'vitest';
import { checkoutWithRedirectQueryOptions } from '../../api/checkout.queries';
import { setNavigator } from '../../http/navigation';
import { envelope, stubApi } from '../../test/render-app';
import { basket, order } from '../order-kit/basket.fixtures';
import { PaymentPanel } from './PaymentPanel';

/** A basket of one £50.25 order, with its total to pay set as the server sets it. */
export function payableBasket(overrides: Partial<CheckoutState> = {}): CheckoutState {
  const state = basket([order('a')], { name: 'Grace Hopper', email: 'grace@example.com' });
  return {
    ...state,
    ...overrides,
    purchase: { ...state.purchase, totalToPay: state.purchase.total, ...overrides.purchase },
  };
}

export const TEST_CONFIG: PaymentConfigResponse = { provider: 'test', publishableKey: null };

/** A refusal in the API's envelope. */
export const refused = (error: string, status = 402) =>
  new Response(JSON.stringify({ data: null, error, isSignedIn: false }), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

export interface PayCall {
  body: { paymentMethod: string; giftCardCode?: string };
  key: string | undefined;
}

/** Reads a pay call's body and Idempotency-Key. */
export function payCall(init: RequestInit | undefined): PayCall {
  const headers = (init?.headers ?? {}) as Record<string, string>;
  return {
    body: JSON.parse(String(init?.body)) as PayCall['body'],
    key: headers['Idempotency-Key'],
  };
}

/**
 * The payment panel on its own, reading the basket as the payment page does, under a router
 * that knows /order-complete; `answers` stubs the API ("METHOD path").
 */
export function renderPanel(answers: Parameters<typeof stubApi>[0], onNotReady = vi.fn()) {
  const api = stubApi(answers);
  vi.stubGlobal('fetch', api.fetchStub);
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: 0 } },
  });
  function Harness() {
    const { data } = useQuery(checkoutWithRedirectQueryOptions());
    return data ? <PaymentPanel state={data} onNotReady={onNotReady} /> : null;
  }
  const root = createRootRoute();
  const routeTree = root.addChildren([
    createRoute({ getParentRoute: () => root, path: '/payment', component: Harness }),
    createRoute({
      getParentRoute: () => root,
      path: '/order-complete',
      component: () => <p data-testid="order-complete-stub">Thanks</p>,
    }),
  ]);
  const router = createRouter({
    routeTree,
    history: createMemoryHistory({ initialEntries: ['/payment'] }),
  });
  setNavigator((url) => void router.navigate({ href: url }));
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, api, router, queryClient, onNotReady };
}

/** The basket and config answers every panel test needs. */
export function basketAnswers(state: () => CheckoutState, config = TEST_CONFIG) {
  return {
    'GET /api/checkout/get-with-redirect': () => envelope({ data: state(), isSignedIn: false }),
    'GET /api/payment/config': () => envelope({ data: config, isSignedIn: false }),
  };
}
