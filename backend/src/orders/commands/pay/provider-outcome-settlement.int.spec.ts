import request from 'supertest';
import { BasketCommandRunner } from '../../../basket';
import { SqlDatabase } from '../../../platform/database/sql-database';
import { EventStore } from '../../../platform/event-store/event-store';
import { TestPaymentProvider } from '../../payments/test-payment-provider';
import { OrderDocumentsQueries } from '../../projections/order-documents.queries';
import { hashToken } from '../../../platform/session/session.service';
import { createTestApp } from '../../../testing/test-app';
import { newShopperCookie } from '../../../testing/test-shopper';
import { readyBasket } from '../../orders.test-kit';
import { ProviderOutcomeSettlement } from './provider-outcome-settlement';

describe('settling an attempt from a provider notice (webhook)', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  async function waitingAttempt(paymentId: string, customerId: string | null = null) {
    const me = await newShopperCookie(t.server);
    await readyBasket(t.server, me);
    const basketId = hashToken(me.split('=')[1]);
    const total = (await request(t.server).get('/api/checkout/get').set('Cookie', me)).body.data
      .purchase.total;
    const context = {
      session: { id: basketId, customerId: null, email: null },
      correlationId: 'test',
    };
    const runner = t.app.get(BasketCommandRunner);
    const basketVersion = (await runner.state(context)).version;
    await runner.run(
      {
        type: 'StartPayment',
        data: {
          basketVersion,
          paymentId,
          idempotencyKey: `key-${paymentId}`,
          purchaseId: `purchase-${paymentId}`,
          provider: 'stripe',
          paymentMethod: 'pm_1Abc',
          total,
          giftCard: null,
          amount: total,
          startedAt: '2026-06-04T10:00:00.000Z',
          customerId,
        },
      },
      context,
    );
    return async () =>
      (await t.app.get(EventStore).readStream(`basket-${basketId}`)).map((e) => e.type);
  }

  it('places the basket once when the provider says the money was taken', async () => {
    const types = await waitingAttempt('pay-webhook-ok');
    const settlement = t.app.get(ProviderOutcomeSettlement);
    const succeeded = { status: 'succeeded', providerPaymentId: 'pi_ok' } as const;
    await settlement.settle('pay-webhook-ok', succeeded);
    await settlement.settle('pay-webhook-ok', succeeded);
    expect((await types()).filter((type) => type === 'BasketPlaced')).toHaveLength(1);
  });

  it('places the orders as the customer who began paying, though the notice has no session', async () => {
    await waitingAttempt('pay-webhook-customer', 'customer-1');
    const succeeded = { status: 'succeeded', providerPaymentId: 'pi_customer' } as const;
    await t.app.get(ProviderOutcomeSettlement).settle('pay-webhook-customer', succeeded);
    const placed = (await t.app.get(EventStore).readAll({ after: 0, limit: 10000 })).filter(
      (e) =>
        e.type === 'OrderPlaced' &&
        (e.data as { purchaseId: string }).purchaseId === 'purchase-pay-webhook-customer',
    );
    expect(placed).toHaveLength(1);
    expect(placed[0].data).toMatchObject({ customerId: 'customer-1' });
  });

  it('opens the basket again when the provider says the payment failed, once', async () => {
    const types = await waitingAttempt('pay-webhook-failed');
    const failed = {
      status: 'declined',
      providerPaymentId: 'pi_no',
      reason: 'card_declined',
      message: 'Your card was declined.',
    } as const;
    const settlement = t.app.get(ProviderOutcomeSettlement);
    await settlement.settle('pay-webhook-failed', failed);
    await settlement.settle('pay-webhook-failed', failed);
    expect((await types()).filter((type) => type === 'PaymentDeclined')).toHaveLength(1);
    expect(await types()).not.toContain('BasketPlaced');
  });

  it('refunds money the provider took for an attempt already recorded as failed', async () => {
    const types = await waitingAttempt('pay-webhook-late');
    expect(await types()).toContain('PaymentStarted');
    const { amount } = (await t.app.get(OrderDocumentsQueries).paymentAttempt('pay-webhook-late'))!;
    const charged = await t.app.get(TestPaymentProvider).createPayment({
      paymentId: 'pay-webhook-late',
      amount,
      currency: 'gbp',
      paymentMethod: 'pm_card_visa',
      description: 'test',
      idempotencyKey: 'pay-webhook-late',
    });
    if (charged.status !== 'succeeded') throw new Error('the visa token pays');
    const settlement = t.app.get(ProviderOutcomeSettlement);
    // The pay request lost the provider's answer and recorded a failure ...
    await settlement.settle('pay-webhook-late', {
      status: 'failed',
      providerPaymentId: null,
      reason: 'processing_error',
      message: 'We could not take the payment. Nothing has been charged; please try again.',
    });
    // ... then the provider says it took the money: nothing was placed, so it goes back.
    await settlement.settle('pay-webhook-late', charged);
    expect(await types()).not.toContain('BasketPlaced');
    const [row] = await t.app
      .get(SqlDatabase)
      .query<{ refunded: number }>('SELECT refunded FROM test_payments WHERE payment_id = ?', [
        'pay-webhook-late',
      ]);
    expect(Number(row.refunded)).toBe(amount);
  });

  it('ignores a notice about an attempt it never started', async () => {
    await expect(
      t.app
        .get(ProviderOutcomeSettlement)
        .settle('pay-unknown', { status: 'succeeded', providerPaymentId: 'pi_x' }),
    ).resolves.toBeUndefined();
  });
});
