import { Logger } from '@nestjs/common';
import type { CreatePayment } from '../payment-provider';
import { StripePaymentProvider } from './stripe-payment-provider';
import {
  FakeStripeHttp,
  fakeStripeClient,
  paymentIntentJson,
  stripeErrorJson,
} from './stripe.test-kit';

const DECLINED = 'Your card was declined.';
const INSUFFICIENT = 'Your card has insufficient funds.';
const FAILED = 'We could not take the payment. Nothing has been charged; please try again.';

const PAYMENT: CreatePayment = {
  paymentId: 'pay-1',
  amount: 4599,
  currency: 'gbp',
  paymentMethod: 'pm_1Card',
  description: 'Posy order P1234567',
  idempotencyKey: 'pay-1-create',
};

describe('StripePaymentProvider (Stripe faked at the HTTP layer)', () => {
  let http: FakeStripeHttp;
  let provider: StripePaymentProvider;

  beforeAll(() => {
    jest.spyOn(Logger.prototype, 'log').mockImplementation(() => undefined);
    jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
  });
  afterAll(() => jest.restoreAllMocks());

  beforeEach(() => {
    http = new FakeStripeHttp();
    provider = new StripePaymentProvider(fakeStripeClient(http));
  });

  describe('createPayment', () => {
    it('creates and confirms one PaymentIntent with the idempotency key and our payment id', async () => {
      http.answer({ status: 200, body: paymentIntentJson('succeeded') });
      expect(provider.name).toBe('stripe');
      await expect(provider.createPayment(PAYMENT)).resolves.toEqual({
        status: 'succeeded',
        providerPaymentId: 'pi_3Test',
      });
      expect(http.sent).toHaveLength(1);
      const [sent] = http.sent;
      expect(sent.method).toBe('POST');
      expect(sent.host).toBe('api.stripe.com');
      expect(sent.path).toBe('/v1/payment_intents');
      expect(sent.headers['idempotency-key']).toBe('pay-1-create');
      expect(sent.headers.authorization).toBe('Bearer sk_test_fake');
      expect(sent.form).toEqual({
        amount: '4599',
        currency: 'gbp',
        payment_method: 'pm_1Card',
        confirm: 'true',
        'automatic_payment_methods[enabled]': 'true',
        'automatic_payment_methods[allow_redirects]': 'never',
        description: 'Posy order P1234567',
        'metadata[paymentId]': 'pay-1',
      });
    });

    it('3-D Secure: requires_action with the client secret for Stripe.js', async () => {
      http.answer({ status: 200, body: paymentIntentJson('requires_action') });
      await expect(provider.createPayment(PAYMENT)).resolves.toEqual({
        status: 'requires_action',
        providerPaymentId: 'pi_3Test',
        clientSecret: 'pi_3Test_secret_abc',
      });
    });

    it('insufficient funds (a 402 card_error): declined in our words', async () => {
      http.answer({
        status: 402,
        body: stripeErrorJson({
          type: 'card_error',
          code: 'card_declined',
          decline_code: 'insufficient_funds',
          payment_intent: paymentIntentJson('requires_payment_method'),
        }),
      });
      await expect(provider.createPayment(PAYMENT)).resolves.toEqual({
        status: 'declined',
        providerPaymentId: 'pi_3Test',
        reason: 'insufficient_funds',
        message: INSUFFICIENT,
      });
    });

    it('any other decline: declined, Stripe’s text never passed on', async () => {
      http.answer({
        status: 402,
        body: stripeErrorJson({
          type: 'card_error',
          code: 'card_declined',
          decline_code: 'generic_decline',
        }),
      });
      const outcome = await provider.createPayment(PAYMENT);
      expect(outcome).toEqual({
        status: 'declined',
        providerPaymentId: null,
        reason: 'card_declined',
        message: DECLINED,
      });
      expect(JSON.stringify(outcome)).not.toContain('Stripe says');
    });

    it('a processing_error card error: failed', async () => {
      http.answer({
        status: 402,
        body: stripeErrorJson({ type: 'card_error', code: 'processing_error' }),
      });
      await expect(provider.createPayment(PAYMENT)).resolves.toEqual({
        status: 'failed',
        providerPaymentId: null,
        reason: 'processing_error',
        message: FAILED,
      });
    });

    it.each([
      ['rate limited (429)', 429, { type: 'invalid_request_error', code: 'rate_limit' }],
      ['Stripe’s own fault (500)', 500, { type: 'api_error' }],
      ['a bad key (401)', 401, { type: 'invalid_request_error' }],
      [
        'an unknown payment method (400)',
        400,
        { type: 'invalid_request_error', code: 'resource_missing' },
      ],
    ])('%s: failed', async (_name, status, error) => {
      http.answer(
        { status, body: stripeErrorJson(error) },
        { status, body: stripeErrorJson(error) },
        { status, body: stripeErrorJson(error) },
      );
      await expect(provider.createPayment(PAYMENT)).resolves.toEqual({
        status: 'failed',
        providerPaymentId: null,
        reason: 'processing_error',
        message: FAILED,
      });
    });

    it('a lost connection is retried with the same idempotency key, so it charges once', async () => {
      http.answer(
        { networkError: 'socket hang up' },
        { status: 200, body: paymentIntentJson('succeeded') },
      );
      await expect(provider.createPayment(PAYMENT)).resolves.toEqual({
        status: 'succeeded',
        providerPaymentId: 'pi_3Test',
      });
      expect(http.sent.map((sent) => sent.headers['idempotency-key'])).toEqual([
        'pay-1-create',
        'pay-1-create',
      ]);
    });

    it('Stripe unreachable after the retries: failed', async () => {
      http.answer({ networkError: 'a' }, { networkError: 'b' }, { networkError: 'c' });
      await expect(provider.createPayment(PAYMENT)).resolves.toEqual({
        status: 'failed',
        providerPaymentId: null,
        reason: 'processing_error',
        message: FAILED,
      });
      expect(http.sent).toHaveLength(3);
    });
  });
});
