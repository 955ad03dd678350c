import type {
  SupportBasketEvent,
  SupportBasketEventsResponse,
  SupportBasketStateResponse,
  SupportBasketSummary,
  SupportStateChange,
} from '@shop/contracts';
import { envelope } from '../../test/render-app';
import { basket, order } from '../order-kit/basket.fixtures';

export const STAFF = { id: 'staff-1', name: 'Sam Support', email: 'sam@posy.test' };
export const BASKET_ID = 'basket-3fa2c1d0';

/** The answers every console page needs: the shop's own session check and the staff member. */
export function staffAnswers() {
  return {
    'GET /api/user-session': () => envelope({ data: null, isSignedIn: false }),
    'GET /api/support/me': () => envelope({ data: { staff: STAFF } }),
  };
}

export function failed(status: number, error: string): Response {
  return new Response(JSON.stringify({ data: null, error }), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

export function summary(overrides: Partial<SupportBasketSummary> = {}): SupportBasketSummary {
  return {
    basketId: BASKET_ID,
    status: 'open',
    orderCount: 1,
    total: 3725,
    customerEmail: 'ada@example.com',
    lastActivity: '2026-06-05T13:03:09Z',
    version: 3,
    ...overrides,
  };
}

function event(version: number, summaryText: string, type: string): SupportBasketEvent {
  return {
    position: 100 + version,
    version,
    streamId: BASKET_ID,
    streamVersion: version,
    streamKind: 'basket',
    streamLabel: 'Basket',
    occurredAt: `2026-06-05T13:0${version}:00Z`,
    londonTime: `5 Jun 2026, 14:0${version}:00`,
    type,
    summary: summaryText,
    actor: { kind: 'shopper', label: 'Shopper (session 3fa2c1d0)' },
    correlationId: `corr-${version}`,
    data: { step: version },
    metadata: { correlationId: `corr-${version}` } as SupportBasketEvent['metadata'],
  };
}

export function history(): SupportBasketEventsResponse {
  return {
    basketId: BASKET_ID,
    events: [
      event(1, 'Added The Harriet for delivery on 5th June by Standard Delivery', 'ProductAdded'),
      event(2, 'Wrote the card message for order 1', 'CardMessageWritten'),
      event(3, 'Gave the email ada@example.com', 'CustomerDetailsGiven'),
    ],
    audit: [
      { staffName: 'Sam Support', staffEmail: 'sam@posy.test', openedAt: '2026-06-05T15:30:00Z' },
    ],
  };
}

export const PAID_BASKET_ID = 'basket-8c1d2e3f';

/** An entry of one of the basket's orders or gift cards, recorded at basket version `version`. */
function linked(
  position: number,
  version: number,
  stream: { id: string; version: number; kind: 'order' | 'gift-card'; label: string },
  summaryText: string,
  type: string,
): SupportBasketEvent {
  return {
    ...event(version, summaryText, type),
    position,
    streamId: stream.id,
    streamVersion: stream.version,
    streamKind: stream.kind,
    streamLabel: stream.label,
    correlationId: 'purchase-7f3a',
  };
}

/** A basket paid for with a gift card and a card: its order and gift card entries among its own. */
export function paidHistory(): SupportBasketEventsResponse {
  const card = { id: 'giftcard-HXKR7T2MWQ9PLN3B', kind: 'gift-card' as const };
  const order = { id: 'order-P1234567', kind: 'order' as const, label: 'Order P1234567' };
  return {
    basketId: PAID_BASKET_ID,
    events: [
      event(1, 'Added The Harriet for delivery on 5th June by Standard Delivery', 'ProductAdded'),
      event(
        2,
        'Started paying £15.00 by card (test, pm_card_visa) and £20.00 by gift card HXKR…',
        'PaymentStarted',
      ),
      linked(
        103,
        2,
        { ...card, version: 2, label: 'Gift card HXKR…' },
        'Gift card HXKR…: £20.00 redeemed for this purchase',
        'GiftCardRedeemed',
      ),
      {
        ...event(
          3,
          'Paid £35.00 (£20.00 by gift card, £15.00 by card) and placed order P1234567',
          'BasketPlaced',
        ),
        position: 104,
      },
      linked(
        105,
        3,
        { ...order, version: 1 },
        'Order P1234567: placed — The Harriet to Ada Lovelace, SW1A 1AA, Fri 5th June (£35.00)',
        'OrderPlaced',
      ),
      linked(
        106,
        3,
        { ...order, version: 2 },
        'Order P1234567: now with the florist',
        'OrderStatusAdvanced',
      ),
    ],
    audit: [
      { staffName: 'Sam Support', staffEmail: 'sam@posy.test', openedAt: '2026-06-05T15:30:00Z' },
    ],
  };
}

const CHANGES: Record<number, SupportStateChange[]> = {
  0: [],
  1: [
    {
      area: 'orders',
      orderIndex: 1,
      label: 'Order 1 added: The Harriet',
      before: null,
      after: 'x',
    },
    { area: 'totals', orderIndex: null, label: 'Total: £0.00 → £35.00', before: 0, after: 3500 },
  ],
  2: [
    {
      area: 'message',
      orderIndex: 1,
      label: 'Order 1: card message written',
      before: '',
      after: 'Hi',
    },
  ],
  3: [],
};

export function stateAt(version: number): SupportBasketStateResponse {
  const state = basket(version === 0 ? [] : [order('a', { total: 3500 + version })], {
    email: version >= 3 ? 'ada@example.com' : '',
  });
  return {
    basketId: BASKET_ID,
    version,
    currentVersion: 3,
    state,
    previous: null,
    changes: CHANGES[version] ?? [],
  };
}
