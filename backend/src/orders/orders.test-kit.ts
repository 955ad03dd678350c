import type { Server } from 'node:http';
import request from 'supertest';
import {
  giftCardStreamId,
  type CheckoutOrder,
  type GiftCardIssued,
  type OrderPlaced,
} from '@shop/contracts';
import type { EventStore } from '../platform/event-store/event-store';
import { SEED_PRODUCTS } from '../catalogue';

/** A realistic OrderPlaced for deciders and projections. */
export function placedOrderEvent(over: {
  orderNumber: string;
  trackingNumber: string;
  isGiftCard?: boolean;
}): OrderPlaced {
  const isGiftCard = over.isGiftCard ?? false;
  const order: CheckoutOrder = {
    id: 'order-1',
    orderItems: [
      {
        product: {
          id: 101,
          sku: isGiftCard ? 'GIFTCARD' : 'HARRIET',
          name: isGiftCard ? 'Gift Card' : 'The Harriet',
          slug: isGiftCard ? 'gift-card' : 'the-harriet',
          image: '/images/products/101.png',
          distributor: isGiftCard ? 'Gift Cards' : 'Flowers',
          attributes: [],
          posyPoints: isGiftCard ? 0 : 3,
        },
        price: 3500,
        originalPrice: 3500,
        discountAmount: 0,
        discountedPrice: 3500,
        card: false,
        addon: false,
        message: '',
        messageIsOverflowing: false,
        orderItemPersonalisationConfiguration: null,
      },
    ],
    orderDelivery: {
      recipientName: isGiftCard ? '' : 'Ada Lovelace',
      addressLine1: isGiftCard ? '' : '1 High Street',
      addressLine2: '',
      addressLine3: '',
      town: isGiftCard ? '' : 'London',
      postcode: isGiftCard ? '' : 'SW1A 1AA',
      date: isGiftCard ? null : '2026-06-05',
      methodId: isGiftCard ? null : 'standard',
      methodName: isGiftCard ? '' : 'Standard Delivery',
      price: 0,
      originalPrice: 0,
    },
    subtotal: 3500,
    total: 3500,
    originalPrice: 3500,
    subscription: false,
    isAvailableProduct: true,
    isGiftCard,
    giftCardRecipient: null,
  };
  return {
    type: 'OrderPlaced',
    data: {
      orderNumber: over.orderNumber,
      trackingNumber: over.trackingNumber,
      purchaseId: 'purchase-1',
      basketId: 'basket-1',
      orderId: order.id,
      order,
      customer: {
        name: 'Grace Hopper',
        email: 'grace@example.com',
        phone: '',
        mailShot: true,
        businessCustomer: false,
      },
    },
  };
}

/** A flower order the shop can deliver on Friday 5 June 2026 (tests run on Thursday 4 June). */
export const BOUQUET = SEED_PRODUCTS.find((p) => p.distributor === 'Flowers' && p.available)!;
export const GIFT_CARD_PRODUCT = SEED_PRODUCTS.find((p) => p.sku === 'GIFTCARD')!;
export const FRIDAY = { deliveryId: 'standard', deliveryDate: '2026-06-05' };

export const RECIPIENT = {
  recipientName: 'Ada Lovelace',
  addressLine1: '1 High Street',
  town: 'London',
  postcode: 'SW1A 1AA',
};

/** `POST /api/checkout/update` as the storefront sends it. */
export function update(
  server: Server,
  cookie: string,
  key: string,
  orderIndex: number,
  data: object,
) {
  return request(server)
    .post('/api/checkout/update')
    .set('Cookie', cookie)
    .send({ key, orderIndex, data })
    .expect(200);
}

/** Adds a bouquet and fills in everything checkout asks for: the basket is ready to pay. */
export async function readyBasket(
  server: Server,
  cookie: string,
  recipient: Partial<typeof RECIPIENT> = {},
  delivery: typeof FRIDAY = FRIDAY,
): Promise<void> {
  const orders = await request(server).get('/api/checkout/get').set('Cookie', cookie).expect(200);
  const orderIndex = orders.body.data.purchase.orders.length + 1;
  await request(server)
    .post('/api/product/add')
    .set('Cookie', cookie)
    .send({ id: BOUQUET.id, ...delivery })
    .expect(200);
  await update(server, cookie, 'card', orderIndex, { size: 'standard' });
  await update(server, cookie, 'message', orderIndex, { message: 'Happy birthday, love from us' });
  await update(server, cookie, 'recipient', orderIndex, { ...RECIPIENT, ...recipient });
  await update(server, cookie, 'details', 1, { name: 'Grace Hopper', email: 'grace@example.com' });
}

/** Adds a gift card of `price` pence (its recipient left to default to the buyer). */
export async function addGiftCard(server: Server, cookie: string, price: number): Promise<void> {
  const answer = await request(server)
    .post('/api/product/add/gift-card')
    .set('Cookie', cookie)
    .send({ id: GIFT_CARD_PRODUCT.id, price })
    .expect(200);
  expect(answer.body.data).toEqual([]);
  await update(server, cookie, 'details', 1, { name: 'Grace Hopper', email: 'grace@example.com' });
}

/** `POST /api/payment/pay`; returns the response (status not checked). */
export function pay(
  server: Server,
  cookie: string,
  paymentMethod: string,
  key: string,
  extra: object = {},
) {
  return request(server)
    .post('/api/payment/pay')
    .set('Cookie', cookie)
    .set('Idempotency-Key', key)
    .send({ paymentMethod, ...extra });
}

/** The session cookie a response sets (the new session after paying), or null. */
export function cookieSetBy(response: request.Response): string | null {
  const cookies = response.headers['set-cookie'] as unknown as string[] | undefined;
  const session = cookies?.find((line) => line.startsWith('shop_session='));
  return session ? session.split(';')[0] : null;
}

/** Issues a gift card straight into its ledger, as the gift card issuer would. */
export async function issueGiftCard(
  store: EventStore,
  code: string,
  amount: number,
  expiresOn = '2028-06-04',
): Promise<void> {
  await store.append(
    giftCardStreamId(code),
    'no_stream',
    [
      {
        type: 'GiftCardIssued',
        data: {
          code,
          orderNumber: 'P7000001',
          purchaseId: 'purchase-gift',
          amount,
          issuedOn: '2026-06-01',
          expiresOn,
          recipientName: 'Ada Lovelace',
          recipientEmail: 'ada@example.com',
          buyerName: 'Grace Hopper',
          buyerEmail: 'grace@example.com',
          message: 'Enjoy!',
          sendDate: '2026-06-01',
        },
      } satisfies GiftCardIssued,
    ],
    { actor: { kind: 'system', process: 'test' } },
  );
}
