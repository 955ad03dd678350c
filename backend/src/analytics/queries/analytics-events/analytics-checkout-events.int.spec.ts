import type { BasketEvent } from '@shop/contracts';
import { CheckoutStateQueries } from '../../../basket';
import { testDialects } from '../../../platform/database/scratch-database';
import { EventStore } from '../../../platform/event-store/event-store';
import { readAllFrom } from '../../../platform/event-store/event-store.test-kit';
import { createTestApp } from '../../../testing/test-app';
import { FEED_NOW, newKey, shopperJourney, waitForFeed } from '../../analytics.test-kit';

describe.each(testDialects())('the checkout in the analytics feed on %s', (dialect) => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp({ dialect, now: FEED_NOW });
  });
  afterAll(async () => {
    await t.close();
  });

  it('carries begin_checkout, add_payment_info and purchase once each, as CloudEvents', async () => {
    const key = await newKey(t);
    await shopperJourney(t, false); // a bouquet and a £30 gift card, over HTTP from an iPhone
    const store = t.app.get(EventStore);
    // On PostgreSQL the log shows an event once no older transaction is still open.
    const [added] = await readAllFrom(store, 0, 1);
    const basket = added.streamId;
    const { purchase } = await t.app.get(CheckoutStateQueries).forStream(basket);
    // What paying records (the pay endpoint is the orders module's): appended as it would.
    const paying: BasketEvent[] = [
      { type: 'CheckoutBegun', data: { total: purchase.total } },
      {
        type: 'PaymentStarted',
        data: {
          paymentId: 'pay-1',
          idempotencyKey: 'key-1',
          purchaseId: 'purchase-1',
          provider: 'test',
          paymentMethod: 'pm_card_visa',
          total: purchase.total,
          giftCard: null,
          amount: purchase.total,
          startedAt: '2026-06-04T10:00:00.000Z',
        },
      },
      {
        type: 'BasketPlaced',
        data: {
          purchaseId: 'purchase-1',
          paymentId: 'pay-1',
          provider: 'test',
          providerPaymentId: 'test_pi_1',
          orders: purchase.orders.map((order, i) => ({
            orderId: order.id,
            orderNumber: `P100000${i}`,
            trackingNumber: `TRK100000${i}`,
          })),
          total: purchase.total,
          giftCardTotal: 0,
          totalToPay: purchase.total,
        },
      },
    ];
    let version = await store.streamVersion(basket);
    for (const event of paying) {
      const correlationId = event.type === 'CheckoutBegun' ? undefined : 'purchase-1';
      const context = {
        actor: { kind: 'shopper' as const, sessionId: 's' },
        deviceType: 'm' as const,
      };
      version = (await store.append(basket, version, [event], { ...context, correlationId }))
        .nextExpectedVersion;
    }

    const feed = await waitForFeed(t, key, 5);
    expect(feed.map((e) => e.type)).toEqual([
      'shop.posy.analytics.add_to_cart',
      'shop.posy.analytics.add_to_cart',
      'shop.posy.analytics.begin_checkout',
      'shop.posy.analytics.add_payment_info',
      'shop.posy.analytics.purchase',
    ]);
    const items = [...feed[0].data.ecommerce.items, ...feed[1].data.ecommerce.items];
    const paid = {
      currency: 'GBP',
      value: purchase.total / 100,
      value_pence: purchase.total,
      items,
    };
    const [begin, payment, placed] = feed.slice(2);
    expect(begin).toMatchObject({ subject: basket, sequence: '0000000000000000003' });
    expect(begin.data).toMatchObject({ event: 'begin_checkout', device_type: 'm', order_id: null });
    expect(begin.data.ecommerce).toEqual(paid);
    expect(payment.data.ecommerce).toEqual({ ...paid, payment_type: 'card' });
    expect(placed.data.ecommerce).toEqual({ ...paid, transaction_id: 'purchase-1' });
    expect(items.map((i) => i.item_brand)).toEqual(['Flowers', 'Gift Cards']);
  });
});
