import {
  GIFT_CARD_EVENT_TYPES,
  orderStreamId,
  type CheckoutCustomer,
  type CheckoutOrder,
  type GiftCardEvent,
  type GiftCardIssued,
  type GiftCardRecipient,
  type OrderPlaced,
  type RecordedEvent,
} from '@shop/contracts';
import type { INestApplication } from '@nestjs/common';
import { DomainError } from '../platform/domain-error';
import { SqlDatabase } from '../platform/database/sql-database';
import { EVENT_COLUMNS, toRecordedEvent, type EventRow } from '../platform/event-store/event-rows';
import { EventStore } from '../platform/event-store/event-store';
import { SubscriptionRunner } from '../platform/event-store/subscription-runner';
import type { GiftCardCommand } from './domain/gift-card.commands';
import { decide, foldGiftCard, type GiftCardState } from './domain/gift-card.ledger';

/*
 * Test kit for gift cards: given(history).when(command) for the ledger, and a realistic paid
 * gift-card order (`OrderPlaced`) to put in the log, as the orders module appends it.
 */

export type Outcome =
  { events: GiftCardEvent[] } | { refused: { message: string; status: number } };

export const stateAfter = (...history: GiftCardEvent[]): GiftCardState => foldGiftCard(history);

export function given(...history: GiftCardEvent[]) {
  const state = stateAfter(...history);
  return {
    when(command: GiftCardCommand): Outcome {
      try {
        return { events: decide(command, state) };
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
        return { refused: { message: error.message, status: error.status } };
      }
    },
  };
}

export const then = (...events: GiftCardEvent[]): Outcome => ({ events });
export const refuses = (message: string, status = 422): Outcome => ({
  refused: { message, status },
});

export const CODE = 'ABCDEFGHJKLMNPQR';

/** A £30 card bought on Thursday 4 June 2026 with order P1000001. */
export const issued = (over: Partial<GiftCardIssued['data']> = {}): GiftCardIssued => ({
  type: 'GiftCardIssued',
  data: {
    code: CODE,
    orderNumber: 'P1000001',
    purchaseId: 'purchase-1',
    amount: 3000,
    issuedOn: '2026-06-04',
    expiresOn: '2028-06-04',
    recipientName: 'Grace Hopper',
    recipientEmail: 'grace@example.com',
    buyerName: 'Ada Lovelace',
    buyerEmail: 'ada@example.com',
    message: 'Happy birthday!',
    sendDate: '2026-06-10',
    ...over,
  },
});

export const redeemed = (paymentId: string, amount: number, purchaseId = 'purchase-2') =>
  ({
    type: 'GiftCardRedeemed',
    data: { paymentId, purchaseId, amount },
  }) satisfies GiftCardEvent;

export const reversed = (paymentId: string, amount: number, purchaseId = 'purchase-2') =>
  ({
    type: 'GiftCardRedemptionReversed',
    data: { paymentId, purchaseId, amount },
  }) satisfies GiftCardEvent;

export const buyer: CheckoutCustomer = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  phone: '07700 900123',
  mailShot: false,
  businessCustomer: false,
};

export const recipient: GiftCardRecipient = {
  recipientName: 'Grace Hopper',
  recipientEmail: 'grace@example.com',
  message: 'Happy birthday!',
  sendDate: '2026-06-10',
};

/** A gift-card order as the checkout state holds it when paid (the seeded Posy Gift Card). */
export function giftCardOrder(price: number, over: Partial<CheckoutOrder> = {}): CheckoutOrder {
  return {
    id: 'order-1',
    orderItems: [
      {
        product: {
          id: 250,
          sku: 'GIFTCARD',
          name: 'Posy Gift Card',
          slug: 'gift-card',
          image: '/images/products/250-586.svg',
          distributor: 'Gift Cards',
          attributes: [],
          posyPoints: 0,
        },
        price,
        originalPrice: price,
        discountAmount: 0,
        discountedPrice: price,
        card: false,
        addon: false,
        message: '',
        messageIsOverflowing: false,
        orderItemPersonalisationConfiguration: null,
      },
    ],
    orderDelivery: {
      recipientName: '',
      addressLine1: '',
      addressLine2: '',
      addressLine3: '',
      town: '',
      postcode: '',
      date: null,
      methodId: null,
      methodName: '',
      price: 0,
      originalPrice: 0,
    },
    subtotal: price,
    total: price,
    originalPrice: price,
    subscription: false,
    isAvailableProduct: true,
    isGiftCard: true,
    giftCardRecipient: recipient,
    ...over,
  };
}

export interface PlacedOrder {
  orderNumber: string;
  purchaseId?: string;
  order?: CheckoutOrder;
  customer?: CheckoutCustomer;
}

export function orderPlaced({
  orderNumber,
  purchaseId = `purchase-${orderNumber}`,
  order = giftCardOrder(3000),
  customer = buyer,
}: PlacedOrder): OrderPlaced {
  return {
    type: 'OrderPlaced',
    data: {
      orderNumber,
      trackingNumber: `T${orderNumber.slice(1)}`,
      purchaseId,
      basketId: `session-${orderNumber}`,
      orderId: order.id,
      order,
      customer,
    },
  };
}

/** Appends an order's `OrderPlaced`, as paying does (correlated by the purchase id). */
export async function placeOrder(
  store: EventStore,
  placed: PlacedOrder,
): Promise<RecordedEvent<OrderPlaced>> {
  const event = orderPlaced(placed);
  const { events } = await store.append(orderStreamId(placed.orderNumber), 'no_stream', [event], {
    actor: { kind: 'shopper', sessionId: event.data.basketId },
    sessionId: event.data.basketId,
    correlationId: event.data.purchaseId,
  });
  return events[0];
}

/** Every gift card event in the log, oldest first (read straight from the events table). */
export async function giftCardEventsIn(sql: SqlDatabase): Promise<RecordedEvent<GiftCardEvent>[]> {
  const found = await sql.query<EventRow>(
    `SELECT ${EVENT_COLUMNS} FROM events
      WHERE type IN (${GIFT_CARD_EVENT_TYPES.map(() => '?').join(', ')}) ORDER BY position`,
    [...GIFT_CARD_EVENT_TYPES],
  );
  return found.map((row) => toRecordedEvent(row) as RecordedEvent<GiftCardEvent>);
}

/** The `GiftCardIssued` events of an order. */
export async function cardsOfOrder(
  sql: SqlDatabase,
  orderNumber: string,
): Promise<RecordedEvent<GiftCardIssued>[]> {
  return (await giftCardEventsIn(sql)).filter(
    (e): e is RecordedEvent<GiftCardIssued> =>
      e.type === 'GiftCardIssued' && e.data.orderNumber === orderNumber,
  );
}

/** Waits (up to 10 s) until `found()` answers something truthy; the subscriber runs on its own. */
export async function eventually<T>(
  found: () => Promise<T | null | undefined>,
  nudge: () => Promise<unknown> = async () => undefined,
): Promise<T> {
  const deadline = Date.now() + 10000;
  for (;;) {
    await nudge();
    const value = await found();
    if (value) return value;
    if (Date.now() > deadline) throw new Error('Timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** The card the issuer gave order `orderNumber`, once it has caught up (it runs on its own). */
export async function issuedCardOf(
  app: INestApplication,
  orderNumber: string,
): Promise<GiftCardIssued['data']> {
  const sql = app.get(SqlDatabase);
  const runner = app.get(SubscriptionRunner);
  const [card] = await eventually(
    async () => {
      const cards = await cardsOfOrder(sql, orderNumber);
      return cards.length ? cards : null;
    },
    () => runner.wake(),
  );
  return card.data;
}

/** A paid gift-card order in a running app: appends its `OrderPlaced`, waits for its card's code. */
export async function buyGiftCard(app: INestApplication, placed: PlacedOrder): Promise<string> {
  await placeOrder(app.get(EventStore), placed);
  return (await issuedCardOf(app, placed.orderNumber)).code;
}
