import {
  giftCardStreamId,
  orderStreamId,
  type BasketPlaced,
  type CheckoutCustomer,
  type CheckoutOrder,
  type GiftCardIssued,
  type OrderPlaced,
} from '@shop/contracts';
import type { EventStore } from '../platform/event-store/event-store';
import type { AppendContext, StreamAppend } from '../platform/event-store/event-store.types';

/**
 * Realistic purchases and gift cards for the notification specs, appended the way paying does
 * (one transaction: `BasketPlaced` on the basket, `OrderPlaced` on each order stream, all with
 * the purchase id as correlation id) until the orders module's pay endpoint lands.
 */

export const buyer: CheckoutCustomer = {
  name: 'Jane Buyer',
  email: 'jane@example.com',
  phone: '07700 900123',
  mailShot: false,
  businessCustomer: false,
};

export function flowerOrder(over: Partial<CheckoutOrder> = {}): CheckoutOrder {
  return {
    id: 'order-1',
    orderItems: [
      {
        product: {
          id: 101,
          sku: 'FLW-101',
          name: 'The Sunshine Bouquet',
          slug: 'the-sunshine-bouquet',
          image: '/images/products/101.webp',
          distributor: 'posy',
          attributes: [],
          posyPoints: 40,
        },
        price: 4000,
        originalPrice: 4000,
        discountAmount: 0,
        discountedPrice: 4000,
        card: false,
        addon: false,
        message: '',
        messageIsOverflowing: false,
        orderItemPersonalisationConfiguration: null,
      },
    ],
    orderDelivery: {
      recipientName: 'Sam Smith',
      addressLine1: '1 High Street',
      addressLine2: '',
      addressLine3: '',
      town: 'London',
      postcode: 'SW1A 1AA',
      date: '2026-06-05',
      methodId: 'standard',
      methodName: 'Standard Delivery',
      price: 499,
      originalPrice: 499,
    },
    subtotal: 4000,
    total: 4499,
    originalPrice: 4499,
    subscription: false,
    isAvailableProduct: true,
    isGiftCard: false,
    giftCardRecipient: null,
    ...over,
  };
}

export function giftCardOrder(over: Partial<CheckoutOrder> = {}): CheckoutOrder {
  const base = flowerOrder();
  return {
    ...base,
    id: 'order-2',
    orderItems: [
      {
        ...base.orderItems[0],
        product: {
          ...base.orderItems[0].product,
          id: 900,
          sku: 'GIFT-CARD',
          name: 'Posy Gift Card',
          slug: 'gift-card',
        },
        price: 2500,
        originalPrice: 2500,
        discountAmount: 0,
        discountedPrice: 2500,
      },
    ],
    orderDelivery: {
      ...base.orderDelivery,
      recipientName: '',
      addressLine1: '',
      town: '',
      postcode: '',
      date: null,
      methodId: null,
      methodName: '',
      price: 0,
      originalPrice: 0,
    },
    subtotal: 2500,
    total: 2500,
    originalPrice: 2500,
    isGiftCard: true,
    giftCardRecipient: {
      recipientName: 'Alex Friend',
      recipientEmail: 'alex@example.com',
      message: 'Happy birthday!',
      sendDate: '2026-06-04',
    },
    ...over,
  };
}

export interface PurchaseFixture {
  purchaseId: string;
  basketId: string;
  orders: OrderPlaced['data'][];
  basketPlaced: BasketPlaced;
}

/** A paid purchase of `orders` (numbered P1000001, P1000002, … from `firstNumber`). */
export function purchase(
  orders: CheckoutOrder[],
  options: {
    purchaseId?: string;
    basketId?: string;
    customer?: CheckoutCustomer;
    firstNumber?: number;
    giftCardTotal?: number;
    /** Posy Points that paid part of it (1 point = £1). */
    pointsRedeemed?: number;
  } = {},
): PurchaseFixture {
  const purchaseId = options.purchaseId ?? 'purchase-1';
  const basketId = options.basketId ?? `basket-of-${purchaseId}`;
  const first = options.firstNumber ?? 1000001;
  const placed = orders.map((order, i) => ({
    orderNumber: `P${first + i}`,
    trackingNumber: `TRK${first + i}`,
    purchaseId,
    basketId,
    orderId: order.id,
    order,
    customer: options.customer ?? buyer,
  }));
  const total = orders.reduce((sum, order) => sum + order.total, 0);
  const giftCardTotal = options.giftCardTotal ?? 0;
  return {
    purchaseId,
    basketId,
    orders: placed,
    basketPlaced: {
      type: 'BasketPlaced',
      data: {
        purchaseId,
        paymentId: `payment-of-${purchaseId}`,
        provider: 'test',
        providerPaymentId: `pi_${purchaseId}`,
        orders: placed.map(({ orderId, orderNumber, trackingNumber }) => ({
          orderId,
          orderNumber,
          trackingNumber,
        })),
        total,
        giftCardTotal,
        totalToPay: total - giftCardTotal - (options.pointsRedeemed ?? 0) * 100,
        ...(options.pointsRedeemed ? { pointsRedeemed: options.pointsRedeemed } : {}),
      },
    },
  };
}

const shopperContext = (basketId: string, correlationId: string): AppendContext => ({
  actor: { kind: 'shopper', sessionId: basketId },
  sessionId: basketId,
  correlationId,
});

/** Appends the purchase as paying does: one transaction over the basket and its orders. */
export async function appendPurchase(store: EventStore, fixture: PurchaseFixture): Promise<void> {
  const appends: StreamAppend[] = [
    {
      streamId: `basket-${fixture.basketId}`,
      expected: 'no_stream',
      events: [fixture.basketPlaced],
    },
    ...fixture.orders.map((data): StreamAppend => ({
      streamId: orderStreamId(data.orderNumber),
      expected: 'no_stream',
      events: [{ type: 'OrderPlaced', data } satisfies OrderPlaced],
    })),
  ];
  await store.appendMany(appends, shopperContext(fixture.basketId, fixture.purchaseId));
}

export function giftCardIssued(over: Partial<GiftCardIssued['data']> = {}): GiftCardIssued {
  return {
    type: 'GiftCardIssued',
    data: {
      code: 'ABCDEFGHJKLMNPQR',
      orderNumber: 'P1000002',
      purchaseId: 'purchase-1',
      amount: 2500,
      issuedOn: '2026-06-04',
      expiresOn: '2028-06-04',
      recipientName: 'Alex Friend',
      recipientEmail: 'alex@example.com',
      buyerName: 'Jane Buyer',
      buyerEmail: 'jane@example.com',
      message: 'Happy birthday!',
      sendDate: '2026-06-04',
      ...over,
    },
  };
}

/** Appends the card's first event, as the gift card module's subscriber does. */
export async function appendGiftCardIssued(store: EventStore, event: GiftCardIssued) {
  return store.append(giftCardStreamId(event.data.code), 'no_stream', [event], {
    actor: { kind: 'system', process: 'giftcards' },
    correlationId: event.data.purchaseId,
  });
}
