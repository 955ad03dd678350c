import {
  PENCE_PER_POINT,
  POINTS_MESSAGES,
  type CheckoutState,
  type PointsResponse,
} from '@shop/contracts';
import { vi } from 'vitest';
import { envelope } from '../../test/render-app';
import { basket, order } from '../order-kit/basket.fixtures';

/** A basket of one £50.25 order, as `basket` builds it, with what is left to pay as its total. */
export function pointsBasket(
  overrides: { orders?: CheckoutState['purchase']['orders']; businessCustomer?: boolean } = {},
): CheckoutState {
  const built = basket(overrides.orders ?? [order('o1')], {
    businessCustomer: overrides.businessCustomer ?? false,
  });
  return { ...built, purchase: { ...built.purchase, totalToPay: built.purchase.total } };
}

/** A refused call: the envelope with the server's message, as the backend's error filter sends it. */
export function refused(status: number, error: string): Response {
  return new Response(JSON.stringify({ data: null, error, isSignedIn: true }), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

type Answer = (init: RequestInit | undefined) => Response | Promise<Response>;

export interface PointsApi {
  basket: CheckoutState;
  calls: string[];
  /** How many times `path` was asked for. */
  count: (path: string) => number;
}

/**
 * The points API on a stubbed fetch, playing the backend: the session says `signedIn`; `get`
 * answers the customer's `points` and what the basket may take (the smaller of the points and the
 * whole pounds of its total); `redeem` puts them on the basket (its totals drop by 100 pence a
 * point) and `remove` takes them off, both answering the new checkout state; the checkout's
 * reads answer the basket as it is. `answers` ("METHOD path") add to or replace any of them.
 */
export function servePoints({
  signedIn = true,
  points = 12,
  state = pointsBasket(),
  answers = {},
}: {
  signedIn?: boolean;
  points?: number;
  state?: CheckoutState;
  answers?: Record<string, Answer>;
} = {}): PointsApi {
  const api: PointsApi = {
    basket: state,
    calls: [],
    count: (path) => api.calls.filter((call) => call === path).length,
  };
  // As the backend keeps it: the points come off what is left to pay, not off the total.
  const beforePoints = () => api.basket.purchase.total;
  const withPoints = (claimed: number): CheckoutState => ({
    ...api.basket,
    pointsRedeemed: claimed,
    purchase: {
      ...api.basket.purchase,
      totalToPay: beforePoints() - claimed * PENCE_PER_POINT - api.basket.purchase.giftCardTotal,
    },
  });
  const redeemable = () => Math.min(points, Math.floor(beforePoints() / PENCE_PER_POINT));
  const all: Record<string, Answer> = {
    'GET /api/user-session': () =>
      envelope({
        data: signedIn ? { customerId: 'cust-42', email: 'ada@example.co.uk' } : {},
        isSignedIn: signedIn,
      }),
    'GET /api/checkout/get': () => envelope({ data: api.basket, isSignedIn: signedIn }),
    'GET /api/checkout/get-with-redirect': () =>
      envelope({ data: api.basket, isSignedIn: signedIn }),
    'GET /api/discount/get': () =>
      envelope({ data: { code: null, messages: [] }, isSignedIn: signedIn }),
    'GET /api/checkout/posy-points/get': () =>
      signedIn
        ? envelope({
            data: { total: points, redeemable: redeemable() } satisfies PointsResponse,
            isSignedIn: true,
          })
        : refused(401, POINTS_MESSAGES.signInRequired),
    'GET /api/checkout/posy-points/redeem': () => {
      if (points === 0) return refused(400, POINTS_MESSAGES.noPoints);
      api.basket = withPoints(redeemable());
      return envelope({ data: api.basket, isSignedIn: true });
    },
    'GET /api/checkout/posy-points/remove': () => {
      api.basket = withPoints(0);
      return envelope({ data: api.basket, isSignedIn: true });
    },
    ...answers,
  };
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input);
    api.calls.push(path);
    const answer = all[`${init?.method ?? 'GET'} ${path}`];
    return answer ? answer(init) : new Response(null, { status: 404 });
  });
  return api;
}
