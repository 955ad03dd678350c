import {
  basketStreamId,
  giftCardStreamId,
  orderStreamId,
  PAYMENT_MESSAGES,
  type AppliedGiftCard,
  type BasketEvent,
  type BasketPlaced,
  type CheckoutState,
  type DomainEvent,
  type GiftCardEvent,
  type GiftCardIssued,
  type OrderPlaced,
  type PaymentStarted,
} from '@shop/contracts';
import { foldCheckoutState } from '../basket';
import { added, giftCard } from '../basket/basket.test-kit';
import { issuedCardOf } from '../giftcards/giftcards.test-kit';
import { EventStore } from '../platform/event-store/event-store';
import type { AppendContext } from '../platform/event-store/event-store.types';
import type { createTestApp } from '../testing/test-app';

/*
 * A basket paid for, as the shop records it: the basket's own paying events, the orders' streams
 * and the gift card ledgers, each written with the purchase as correlation id. Free of jest.
 */

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** The gift card the shopper spends (issued to someone else by an earlier purchase). */
export const SPENT_CARD: AppliedGiftCard = {
  code: 'HXKR7T2MWQ9PLN3B',
  balance: 2000,
  expiresOn: '2028-03-01',
};
/** The gift card the purchase buys. */
export const BOUGHT_CARD = 'QWMZ8K3TRB6NVJ2P';
export const ORDER_NUMBERS = ['P1234567', 'P1234568'];
export const PAID_PURCHASE = 'purchase-2';

/** The checkout state after `events` (the live projection's fold). */
function checkoutAfter(events: readonly BasketEvent[]): CheckoutState {
  return foldCheckoutState(
    events.map((event, i) => ({
      ...event,
      position: i + 1,
      streamId: 'basket-fixture',
      streamVersion: i + 1,
      metadata: {
        eventId: `fixture-${i}`,
        correlationId: 'fixture',
        causationId: null,
        sessionId: 'fixture',
        actor: { kind: 'shopper', sessionId: 'fixture' },
        occurredAt: '2026-06-04T10:00:00.000Z',
      },
    })),
  );
}

/** A £30 gift card order (order `g1`) for Ada, sent on Friday 5th June. */
export function giftCardOrderEvents(): BasketEvent[] {
  return [
    added('g1', {
      product: {
        ...giftCard(3000),
        name: 'Posy Gift Card',
        slug: 'posy-gift-card',
        originalPrice: 3000,
      },
      delivery: null,
      isGiftCard: true,
    }),
    {
      type: 'GiftCardRecipientSet',
      data: {
        orderId: 'g1',
        recipientName: 'Ada Lovelace',
        recipientEmail: 'ada@example.com',
        message: 'Happy birthday, Ada!',
        sendDate: '2026-06-05',
      },
    },
  ];
}

/**
 * Paying for the basket `shopping` filled: the payment page opened, the gift card applied,
 * removed and applied again, a declined card (`purchase-1`), a good one (`purchase-2`), the
 * basket placed with one order number per order, and the questionnaire answered.
 */
export function payingEvents(shopping: readonly BasketEvent[]): BasketEvent[] {
  const applied: BasketEvent = { type: 'GiftCardApplied', data: { ...SPENT_CARD } };
  const { purchase } = checkoutAfter([...shopping, applied]);
  const attempt = (n: number, paymentMethod: string): PaymentStarted => ({
    type: 'PaymentStarted',
    data: {
      paymentId: `pay-${n}`,
      idempotencyKey: `key-${n}`,
      purchaseId: `purchase-${n}`,
      provider: 'test',
      paymentMethod,
      total: purchase.total,
      giftCard: { code: SPENT_CARD.code, amount: purchase.giftCardTotal },
      amount: purchase.totalToPay,
      startedAt: '2026-06-04T10:00:00.000Z',
    },
  });
  return [
    { type: 'CheckoutBegun', data: { total: purchase.total } },
    applied,
    { type: 'GiftCardRemoved', data: { code: SPENT_CARD.code } },
    applied,
    attempt(1, 'pm_card_chargeDeclined'),
    {
      type: 'PaymentDeclined',
      data: { paymentId: 'pay-1', reason: 'card_declined', message: PAYMENT_MESSAGES.declined },
    },
    attempt(2, 'pm_card_visa'),
    {
      type: 'BasketPlaced',
      data: {
        purchaseId: PAID_PURCHASE,
        paymentId: 'pay-2',
        provider: 'test',
        providerPaymentId: 'test_pi_2',
        orders: purchase.orders.map((order, i) => ({
          orderId: order.id,
          orderNumber: ORDER_NUMBERS[i],
          trackingNumber: `TRK${ORDER_NUMBERS[i].slice(1)}`,
        })),
        total: purchase.total,
        giftCardTotal: purchase.giftCardTotal,
        totalToPay: purchase.totalToPay,
      },
    },
    {
      type: 'QuestionnaireAnswered',
      data: {
        purchaseId: PAID_PURCHASE,
        answers: {
          'How did you hear about us?': 'Search engine',
          'What is the occasion?': 'Birthday',
        },
      },
    },
  ];
}

/** The card `code` as issued by order `orderNumber` of `purchaseId`. */
export function issued(
  code: string,
  orderNumber: string,
  purchaseId: string,
  amount: number,
): GiftCardIssued {
  return {
    type: 'GiftCardIssued',
    data: {
      code,
      orderNumber,
      purchaseId,
      amount,
      issuedOn: '2026-06-04',
      expiresOn: '2028-06-04',
      recipientName: 'Ada Lovelace',
      recipientEmail: 'ada@example.com',
      buyerName: 'Grace Hopper',
      buyerEmail: 'grace@example.com',
      message: 'Happy birthday, Ada!',
      sendDate: '2026-06-05',
    },
  };
}

/** Appends to a stream at its current version (the way every writer appends). */
export async function appendNext(
  t: TestApp,
  streamId: string,
  events: DomainEvent[],
  context: AppendContext,
) {
  const store = t.app.get(EventStore);
  const version = await store.streamVersion(streamId);
  return store.append(streamId, version || 'no_stream', events, context);
}

const ledger = (code: string, event: GiftCardEvent): [string, GiftCardEvent] => [
  giftCardStreamId(code),
  event,
];

/**
 * Records the basket of session `sessionId` with `events` the way paying records it: each
 * basket event appended alone (paying ones correlated with their purchase), the gift card
 * redeemed after each PaymentStarted and given back after a PaymentDeclined, BasketPlaced
 * and every OrderPlaced in one transaction, then the bought gift cards issued. The spent card
 * is issued first by an earlier purchase when its ledger is empty.
 */
export async function seedPurchase(t: TestApp, sessionId: string, events: BasketEvent[]) {
  const stream = basketStreamId(sessionId);
  const shopper: AppendContext = { actor: { kind: 'shopper', sessionId }, sessionId };
  const system = (process: string): AppendContext['actor'] => ({ kind: 'system', process });
  const attempts = new Map<string, PaymentStarted['data']>();
  if ((await t.app.get(EventStore).streamVersion(giftCardStreamId(SPENT_CARD.code))) === 0) {
    const earlier = issued(SPENT_CARD.code, 'P7654321', 'purchase-earlier', SPENT_CARD.balance);
    await appendNext(t, giftCardStreamId(SPENT_CARD.code), [earlier], {
      actor: system('gift-cards'),
      correlationId: 'purchase-earlier',
    });
  }
  for (const [n, event] of events.entries()) {
    if (event.type === 'BasketPlaced') {
      await placeBasket(t, stream, sessionId, events.slice(0, n), event);
      continue;
    }
    const linked: [string, GiftCardEvent][] = [];
    let correlationId: string | undefined;
    if (event.type === 'PaymentStarted') {
      const { paymentId, purchaseId, giftCard: card } = event.data;
      attempts.set(paymentId, event.data);
      correlationId = purchaseId;
      if (card) {
        const data = { paymentId, purchaseId, amount: card.amount };
        linked.push(ledger(card.code, { type: 'GiftCardRedeemed', data }));
      }
    } else if (event.type === 'PaymentDeclined') {
      const attempt = attempts.get(event.data.paymentId)!;
      correlationId = attempt.purchaseId;
      if (attempt.giftCard) {
        const { paymentId, purchaseId } = attempt;
        const data = { paymentId, purchaseId, amount: attempt.giftCard.amount };
        linked.push(ledger(attempt.giftCard.code, { type: 'GiftCardRedemptionReversed', data }));
      }
    } else if (event.type === 'QuestionnaireAnswered') {
      correlationId = event.data.purchaseId;
    }
    await appendNext(t, stream, [event], { ...shopper, correlationId });
    for (const [streamId, ledgerEvent] of linked) {
      await appendNext(t, streamId, [ledgerEvent], { ...shopper, correlationId });
    }
  }
  return stream;
}

/** The OrderPlaced of each order `placed` names, from the basket as `before` left it. */
export function placedOrders(
  before: readonly BasketEvent[],
  placed: BasketPlaced,
  sessionId: string,
): OrderPlaced[] {
  const { purchase, customer } = checkoutAfter(before);
  const { purchaseId } = placed.data;
  return placed.data.orders.map((ref) => ({
    type: 'OrderPlaced',
    data: {
      ...ref,
      purchaseId,
      basketId: sessionId,
      order: purchase.orders.find((o) => o.id === ref.orderId)!,
      customer,
    },
  }));
}

/** BasketPlaced with each order's OrderPlaced in one transaction, then the bought cards issued. */
async function placeBasket(
  t: TestApp,
  stream: string,
  sessionId: string,
  before: BasketEvent[],
  placed: BasketPlaced,
) {
  const store = t.app.get(EventStore);
  const { purchaseId } = placed.data;
  const orders = placedOrders(before, placed, sessionId);
  await store.appendMany(
    [
      { streamId: stream, expected: await store.streamVersion(stream), events: [placed] },
      ...orders.map((event) => ({
        streamId: orderStreamId(event.data.orderNumber),
        expected: 'no_stream' as const,
        events: [event],
      })),
    ],
    { actor: { kind: 'shopper', sessionId }, sessionId, correlationId: purchaseId },
  );
  // The gift card module's issuer gives each bought card its (random) code.
  for (const { data } of orders.filter((event) => event.data.order.isGiftCard)) {
    await issuedCodeOf(t, data.orderNumber);
  }
}

/** The code the gift card issuer gave the card bought by `orderNumber`. */
export async function issuedCodeOf(t: TestApp, orderNumber: string): Promise<string> {
  return (await issuedCardOf(t.app, orderNumber)).code;
}
