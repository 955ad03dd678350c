import request from 'supertest';
import { PAYMENT_MESSAGES } from '@shop/contracts';
import { BasketCommandRunner } from '../../../basket';
import { giftCardAdded } from '../../../basket/basket.test-kit';
import { testDialects } from '../../../platform/database/scratch-database';
import { SqlDatabase } from '../../../platform/database/sql-database';
import { EventStore } from '../../../platform/event-store/event-store';
import { hashToken } from '../../../platform/session/session.service';
import { createTestApp } from '../../../testing/test-app';
import { newShopperCookie } from '../../../testing/test-shopper';
import { readyBasket } from '../../orders.test-kit';
import { PaymentSettlement } from './payment-settlement';
import { placedPurchases } from './purchase-audit.test-kit';

/**
 * Placing checks the basket against what was paid, whatever let it move (an instance still on
 * code from before the basket refused changes during a payment, a hand-made event): a basket
 * that no longer matches its charge, or is no longer ready, is not placed, and the charge goes
 * back.
 */
describe.each(testDialects())(
  'placing a basket that does not match its payment, on %s',
  (dialect) => {
    let t: Awaited<ReturnType<typeof createTestApp>>;
    beforeAll(async () => {
      t = await createTestApp({ dialect, now: new Date('2026-06-04T10:00:00Z') });
    });
    afterAll(async () => {
      await t.close();
    });

    it('declines and refunds instead of placing the unpaid £20 gift card', async () => {
      const me = await newShopperCookie(t.server);
      await readyBasket(t.server, me);
      const context = {
        session: { id: hashToken(me.split('=')[1]), customerId: null, email: null },
        correlationId: 'purchase-guard',
      };
      const total = (await request(t.server).get('/api/checkout/get').set('Cookie', me)).body.data
        .purchase.total;
      const runner = t.app.get(BasketCommandRunner);
      const basketVersion = (await runner.state(context)).version;
      await runner.run(
        {
          type: 'StartPayment',
          data: {
            basketVersion,
            paymentId: 'pay-guard',
            idempotencyKey: 'key-guard',
            purchaseId: 'purchase-guard',
            provider: 'test',
            paymentMethod: 'pm_card_visa',
            total,
            giftCard: null,
            amount: total,
            startedAt: '2026-06-04T10:00:00.000Z',
          },
        },
        context,
      );
      // Written past the decider, as code that did not refuse changes during a payment would.
      await t.app
        .get(EventStore)
        .append(`basket-${context.session.id}`, basketVersion + 1, [giftCardAdded('late-order')], {
          actor: { kind: 'system', process: 'test' },
        });
      const payment = (await runner.state(context)).payment!;

      await expect(t.app.get(PaymentSettlement).resume(payment, context)).rejects.toMatchObject({
        message: PAYMENT_MESSAGES.basketChanged,
        status: 409,
      });

      expect(await placedPurchases(t.app, me)).toEqual([]);
      const [charge] = await t.app
        .get(SqlDatabase)
        .query<{ amount: number | string; refunded: number | string }>(
          'SELECT amount, refunded FROM test_payments WHERE payment_id = ?',
          ['pay-guard'],
        );
      expect([Number(charge.amount), Number(charge.refunded)]).toEqual([total, total]);
      const events = await t.app.get(EventStore).readStream(`basket-${context.session.id}`);
      expect(events.at(-1)).toMatchObject({
        type: 'PaymentDeclined',
        data: { paymentId: 'pay-guard', reason: 'basket_changed' },
      });
      expect((await runner.state(context)).payment).toBeNull();
    });
  },
);
