import type { PaymentDeclined, RecordedEvent } from '@shop/contracts';
import request from 'supertest';
import { BasketCommandRunner } from '../../../basket';
import { APP_CONFIG, type AppConfig } from '../../../platform/config/app-config';
import { testDialects } from '../../../platform/database/scratch-database';
import { SqlDatabase } from '../../../platform/database/sql-database';
import { EventStore } from '../../../platform/event-store/event-store';
import { SubscriptionRunner } from '../../../platform/event-store/subscription-runner';
import { listOutbox } from '../../../platform/mail/outbox.queries';
import { hashToken } from '../../../platform/session/session.service';
import { createTestApp } from '../../../testing/test-app';
import { newShopperCookie } from '../../../testing/test-shopper';
import { pay, readyBasket, update } from '../../orders.test-kit';
import { PAYMENT_PROVIDER, type PaymentProvider } from '../../payments/payment-provider';
import { PaymentReconciler } from './payment-reconciler';

const NOW = new Date('2026-06-04T10:00:00Z');
const MINUTE = 60 * 1000;

type App = Awaited<ReturnType<typeof createTestApp>>;

const basketOf = (cookie: string) => `basket-${hashToken(cookie.split('=')[1])}`;

/**
 * Attempts whose request died before the provider settled them: the reconciler declines the ones
 * the provider never took money for and emails the buyer once that nothing was charged; one at
 * 3-D Secure is left to the shopper's bank for an hour, then cancelled at the provider.
 */
describe.each(testDialects())('payment attempts nobody finished, on %s', (dialect) => {
  let one: App;
  let two: App;
  beforeAll(async () => {
    one = await createTestApp({ dialect, now: NOW });
    const { database } = one.app.get<AppConfig>(APP_CONFIG);
    two = await createTestApp({ dialect, now: NOW, config: { database } });
    // The passes here are the test's own: no timer runs one behind its back.
    for (const app of [one, two]) await app.app.get(PaymentReconciler).job.stop();
  });
  afterAll(async () => {
    await two.close();
    await one.close();
  });
  afterEach(() => {
    at(0);
    jest.restoreAllMocks();
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

  /** A ready basket whose buyer is `email`, with an attempt begun and its request dead. */
  async function deadAttempt(email: string, key: string): Promise<string> {
    const me = await newShopperCookie(one.server);
    await readyBasket(one.server, me);
    await update(one.server, me, 'details', 1, { name: 'Grace Hopper', email });
    const total = (await request(one.server).get('/api/checkout/get').set('Cookie', me)).body.data
      .purchase.total;
    const context = {
      session: { id: hashToken(me.split('=')[1]), customerId: null, email: null },
      correlationId: `purchase-${key}`,
    };
    const runner = one.app.get(BasketCommandRunner);
    await runner.run(
      {
        type: 'StartPayment',
        data: {
          basketVersion: (await runner.state(context)).version,
          paymentId: `pay-${key}`,
          idempotencyKey: key,
          purchaseId: `purchase-${key}`,
          provider: 'test',
          paymentMethod: 'pm_card_visa',
          total,
          giftCard: null,
          amount: total,
          startedAt: NOW.toISOString(),
        },
      },
      context,
    );
    // The open-attempts projection has it before any pass looks.
    await eventually(async () => {
      const open = await one.app
        .get(SqlDatabase)
        .query('SELECT id FROM open_payment_attempts WHERE id = ?', [`pay-${key}`]);
      return open.length === 1;
    });
    return me;
  }

  const eventsOf = async (cookie: string) => one.app.get(EventStore).readStream(basketOf(cookie));
  const typesOf = async (cookie: string) => (await eventsOf(cookie)).map((e) => e.type);
  const emailsTo = (to: string) => listOutbox(one.app.get(SqlDatabase), to);
  const bothPass = () =>
    Promise.all([one.app.get(PaymentReconciler).pass(), two.app.get(PaymentReconciler).pass()]);

  it('declines an attempt the provider never saw and tells the buyer once that nothing was charged', async () => {
    const email = `never-seen-${dialect}@example.com`;
    const me = await deadAttempt(email, `never-seen-${dialect}`);
    at(3);
    await bothPass();
    const declines = (await eventsOf(me)).filter((e) => e.type === 'PaymentDeclined');
    expect(declines.map((e) => (e as RecordedEvent<PaymentDeclined>).data)).toEqual([
      {
        paymentId: `pay-never-seen-${dialect}`,
        reason: 'abandoned',
        message: 'This payment was not completed. Nothing has been charged.',
        settledBy: 'reconciler',
      },
    ]);
    await eventually(async () => (await emailsTo(email)).length > 0);
    const [sent, ...others] = await emailsTo(email);
    expect(others).toEqual([]);
    expect([sent.kind, sent.subject]).toEqual([
      'payment-not-taken',
      'Your Posy Flowers payment did not go through',
    ]);
    expect(sent.text).toContain('did not go through, and nothing has been charged to your card.');

    // Another pass on each instance, and the subscribers again: nothing more.
    at(10);
    await bothPass();
    await one.app.get(SubscriptionRunner).wake();
    expect((await typesOf(me)).filter((type) => type === 'PaymentDeclined')).toHaveLength(1);
    expect(await emailsTo(email)).toHaveLength(1);
    // The basket is open again: the shopper pays.
    const paid = await pay(one.server, me, 'pm_card_visa', `again-${dialect}`);
    expect(paid.status).toBe(200);
  });

  /** The provider holds `paymentId` at 3-D Secure until cancelled; `finished` says what then. */
  function atTheBank(app: App, paymentId: string, finished: 'cancelled' | 'paid') {
    const provider = app.app.get<PaymentProvider>(PAYMENT_PROVIDER);
    const confirm = provider.confirm.bind(provider);
    jest.spyOn(provider, 'confirm').mockImplementation(async (id) =>
      id === paymentId
        ? {
            status: 'requires_action',
            providerPaymentId: 'pi_3ds',
            clientSecret: 'pi_3ds_secret',
          }
        : confirm(id),
    );
    return jest.spyOn(provider, 'cancel').mockImplementation(async (providerPaymentId) =>
      finished === 'paid'
        ? { status: 'succeeded', providerPaymentId }
        : {
            status: 'failed',
            providerPaymentId,
            reason: 'processing_error',
            message: 'We could not take the payment. Nothing has been charged; please try again.',
          },
    );
  }

  it('leaves 3-D Secure to the shopper for an hour, then cancels it and tells the buyer', async () => {
    const email = `three-ds-${dialect}@example.com`;
    const me = await deadAttempt(email, `three-ds-${dialect}`);
    const cancel = atTheBank(one, `pay-three-ds-${dialect}`, 'cancelled');
    at(3);
    await one.app.get(PaymentReconciler).pass();
    at(59);
    await one.app.get(PaymentReconciler).pass();
    expect(cancel).not.toHaveBeenCalled();
    expect((await typesOf(me)).at(-1)).toBe('PaymentStarted');

    at(61);
    await one.app.get(PaymentReconciler).pass();
    expect(cancel.mock.calls).toEqual([['pi_3ds']]);
    expect((await typesOf(me)).at(-1)).toBe('PaymentDeclined');
    await eventually(async () => (await emailsTo(email)).length > 0);
    expect((await emailsTo(email)).map((sent) => sent.kind)).toEqual(['payment-not-taken']);
  });

  it('places a 3-D Secure payment the shopper finished before it could be cancelled', async () => {
    const email = `three-ds-paid-${dialect}@example.com`;
    const me = await deadAttempt(email, `three-ds-paid-${dialect}`);
    atTheBank(one, `pay-three-ds-paid-${dialect}`, 'paid');
    at(61);
    await one.app.get(PaymentReconciler).pass();
    expect((await typesOf(me)).at(-1)).toBe('BasketPlaced');
    await eventually(async () => (await emailsTo(email)).length > 0);
    expect((await emailsTo(email)).map((sent) => sent.kind)).toEqual(['order-confirmation']);
  });
});
