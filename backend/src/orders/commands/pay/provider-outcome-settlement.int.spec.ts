import request from 'supertest';
import { BasketCommandRunner } from '../../../basket';
import { EventStore } from '../../../platform/event-store/event-store';
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

  async function waitingAttempt(paymentId: string) {
    const me = await newShopperCookie(t.server);
    await readyBasket(t.server, me);
    const basketId = hashToken(me.split('=')[1]);
    const total = (await request(t.server).get('/api/checkout/get').set('Cookie', me)).body.data
      .purchase.total;
    await t.app.get(BasketCommandRunner).run(
      {
        type: 'StartPayment',
        data: {
          paymentId,
          idempotencyKey: `key-${paymentId}`,
          purchaseId: `purchase-${paymentId}`,
          provider: 'stripe',
          paymentMethod: 'pm_1Abc',
          total,
          giftCard: null,
          amount: total,
          startedAt: '2026-06-04T10:00:00.000Z',
        },
      },
      { session: { id: basketId, customerId: null, email: null }, correlationId: 'test' },
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

  it('ignores a notice about an attempt it never started', async () => {
    await expect(
      t.app
        .get(ProviderOutcomeSettlement)
        .settle('pay-unknown', { status: 'succeeded', providerPaymentId: 'pi_x' }),
    ).resolves.toBeUndefined();
  });
});
