import Stripe from 'stripe';
import request from 'supertest';
import { createTestApp } from '../../../../testing/test-app';
import { PAYMENT_OUTCOME_SINK } from '../../payment-outcome-sink';
import { paymentIntentJson, RecordingSink } from '../stripe.test-kit';

const WEBHOOK = '/api/payment/stripe/webhook';
const SECRET = 'whsec_test_secret';
const STRIPE = { secretKey: 'sk_test_key', webhookSecret: SECRET, publishableKey: null };

function signedEvent(): { payload: string; signature: string } {
  const payload = JSON.stringify({
    id: 'evt_1',
    object: 'event',
    type: 'payment_intent.succeeded',
    data: { object: paymentIntentJson('succeeded') },
  });
  return {
    payload,
    signature: Stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET }),
  };
}

describe('Stripe webhook with Stripe not configured', () => {
  let app: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('answers 404 in the envelope, even to a correctly signed event', async () => {
    const { payload, signature } = signedEvent();
    const answer = await request(app.server)
      .post(WEBHOOK)
      .set('Content-Type', 'application/json')
      .set('Stripe-Signature', signature)
      .send(payload)
      .expect(404);
    expect(answer.body).toEqual({
      data: null,
      error: "Sorry, we couldn't find what you were looking for.",
      isSignedIn: false,
    });
  });

  it('is documented: Stripe’s event envelope in, StripeWebhookAck out', async () => {
    const document = (await request(app.server).get('/api/openapi.json').expect(200)).body as {
      paths: Record<string, Record<string, unknown>>;
    };
    const operation = JSON.stringify(document.paths[WEBHOOK]?.post);
    expect(operation).toContain('#/components/schemas/StripeWebhookEvent');
    expect(operation).toContain('#/components/schemas/StripeWebhookAck');
  });
});

describe('the webhook’s raw body is its route’s alone', () => {
  it.each([
    ['off', undefined],
    ['on', STRIPE],
  ])(
    'with Stripe %s, every other /api body is parsed and checked as before',
    async (_state, stripe) => {
      const sink = new RecordingSink();
      const app = await createTestApp({
        config: stripe ? { stripe } : {},
        overrides: [{ provide: PAYMENT_OUTCOME_SINK, useValue: sink }],
      });
      try {
        for (const path of [
          '/api/checkout/remove',
          `${WEBHOOK}/x`,
          '/api/payment/stripe/webhooks',
        ]) {
          const answer = await request(app.server)
            .post(path)
            .set('Content-Type', 'application/json')
            .send('{"orderId": ')
            .expect(400);
          expect(answer.body.error).toBe(
            'Sorry, that request could not be read - please try again.',
          );
        }
        const health = await request(app.server).get('/api/health').expect(200);
        expect(health.body.data).toBeTruthy();
      } finally {
        await app.close();
      }
    },
  );
});
