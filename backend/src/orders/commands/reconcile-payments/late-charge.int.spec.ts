import type { PaymentStarted, RecordedEvent } from '@shop/contracts';
import request from 'supertest';
import { APP_CONFIG, type AppConfig } from '../../../platform/config/app-config';
import { testDialects } from '../../../platform/database/scratch-database';
import { SqlDatabase } from '../../../platform/database/sql-database';
import { EventStore } from '../../../platform/event-store/event-store';
import { SubscriptionRunner } from '../../../platform/event-store/subscription-runner';
import { hashToken } from '../../../platform/session/session.service';
import { createTestApp } from '../../../testing/test-app';
import { newShopperCookie } from '../../../testing/test-shopper';
import { pay, readyBasket } from '../../orders.test-kit';
import { PAYMENT_PROVIDER, type PaymentProvider } from '../../payments/payment-provider';
import { placedPurchases } from '../pay/purchase-audit.test-kit';
import { PaymentReconciler } from './payment-reconciler';

const NOW = new Date('2026-06-04T10:00:00Z');
const MINUTE = 60 * 1000;

type App = Awaited<ReturnType<typeof createTestApp>>;

/**
 * A request still taking the money when the reconciler, on another instance, finds its attempt
 * stale and unknown to the provider, and declines it: the charge lands on an attempt that has
 * ended. Nothing is placed for it, so it is refunded; the shopper pays again and is charged once.
 */
describe.each(testDialects())(
  'a charge that lands after the reconciler ended its attempt, on %s',
  (dialect) => {
    let one: App;
    let two: App;
    beforeAll(async () => {
      one = await createTestApp({ dialect, now: NOW });
      const { database } = one.app.get<AppConfig>(APP_CONFIG);
      two = await createTestApp({ dialect, now: NOW, config: { database } });
      for (const app of [one, two]) await app.app.get(PaymentReconciler).job.stop();
    });
    afterAll(async () => {
      await two.close();
      await one.close();
    });

    function at(minutes: number): void {
      for (const app of [one, two]) app.clock.set(new Date(NOW.getTime() + minutes * MINUTE));
    }

    /** Catches the subscribers up until `done` (PostgreSQL may hide a commit for a moment). */
    async function eventually(done: () => Promise<boolean>): Promise<void> {
      for (let tries = 0; tries < 200; tries++) {
        await one.app.get(SubscriptionRunner).wake();
        if (await done()) return;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error('the subscribers never caught up');
    }

    const basketEvents = (cookie: string) =>
      one.app.get(EventStore).readStream(`basket-${hashToken(cookie.split('=')[1])}`);

    /** What the test provider kept of the basket's attempts' charges, less refunds. */
    const keptFrom = async (cookie: string): Promise<number> => {
      const attempts = (await basketEvents(cookie))
        .filter((e) => e.type === 'PaymentStarted')
        .map((e) => (e as RecordedEvent<PaymentStarted>).data.paymentId);
      const charges = await one.app.get(SqlDatabase).query<{ amount: number; refunded: number }>(
        `SELECT amount, refunded FROM test_payments
        WHERE status = 'succeeded' AND payment_id IN (${attempts.map(() => '?').join(', ')})`,
        attempts,
      );
      return charges.reduce((sum, c) => sum + Number(c.amount) - Number(c.refunded), 0);
    };

    it('refunds it, places nothing for it, and the next attempt is charged once', async () => {
      const me = await newShopperCookie(one.server);
      await readyBasket(one.server, me);
      const total = (await request(one.server).get('/api/checkout/get').set('Cookie', me)).body.data
        .purchase.total;
      const provider = one.app.get<PaymentProvider>(PAYMENT_PROVIDER);
      const charge = provider.createPayment.bind(provider);
      const slow = jest.spyOn(provider, 'createPayment').mockImplementationOnce(async (payment) => {
        // The request stalls past the stale threshold; the other instance's pass declines it.
        at(3);
        await eventually(async () => {
          const open = await one.app
            .get(SqlDatabase)
            .query('SELECT id FROM open_payment_attempts WHERE id = ?', [payment.paymentId]);
          return open.length === 1;
        });
        await two.app.get(PaymentReconciler).pass();
        return charge(payment);
      });
      const late = await pay(one.server, me, 'pm_card_visa', `late-${dialect}`);
      slow.mockRestore();
      expect([late.status, late.body.error]).toEqual([409, 'That payment has already finished.']);
      const types = (await basketEvents(me)).map((e) => e.type);
      expect(types.slice(-2)).toEqual(['PaymentStarted', 'PaymentDeclined']);
      expect(await keptFrom(me)).toBe(0);

      const paid = await pay(one.server, me, 'pm_card_visa', `again-${dialect}`);
      expect(paid.status).toBe(200);
      expect(await keptFrom(me)).toBe(total);
      const [purchase] = await placedPurchases(one.app, me);
      expect(purchase.charged).toBe(total);
    });
  },
);
