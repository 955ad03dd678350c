import { Logger } from '@nestjs/common';
import { StripePaymentProvider } from './stripe-payment-provider';
import {
  FakeStripeHttp,
  fakeStripeClient,
  paymentIntentJson,
  stripeErrorJson,
} from './stripe.test-kit';

const INSUFFICIENT = 'Your card has insufficient funds.';

describe('StripePaymentProvider confirm and refund (Stripe faked at the HTTP layer)', () => {
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

  describe('confirm', () => {
    const searchResult = (...intents: unknown[]) => ({
      status: 200,
      body: {
        object: 'search_result',
        data: intents,
        has_more: false,
        next_page: null,
        url: '/v1/payment_intents/search',
      },
    });

    it('searches the PaymentIntent by our payment id and answers where it stands', async () => {
      http.answer(searchResult(paymentIntentJson('succeeded')));
      await expect(provider.confirm('pay-1')).resolves.toEqual({
        status: 'succeeded',
        providerPaymentId: 'pi_3Test',
      });
      const [sent] = http.sent;
      expect(sent.method).toBe('GET');
      const url = new URL(sent.path, 'https://api.stripe.com');
      expect(url.pathname).toBe('/v1/payment_intents/search');
      expect(url.searchParams.get('query')).toBe("metadata['paymentId']:'pay-1'");
    });

    it('a declined intent answers declined', async () => {
      http.answer(
        searchResult(
          paymentIntentJson('requires_payment_method', {
            last_payment_error: {
              type: 'card_error',
              code: 'card_declined',
              decline_code: 'insufficient_funds',
            },
          }),
        ),
      );
      await expect(provider.confirm('pay-1')).resolves.toEqual({
        status: 'declined',
        providerPaymentId: 'pi_3Test',
        reason: 'insufficient_funds',
        message: INSUFFICIENT,
      });
    });

    it('of two intents for one payment, the one that took the money wins', async () => {
      http.answer(
        searchResult(
          paymentIntentJson('canceled', { id: 'pi_old' }),
          paymentIntentJson('succeeded', { id: 'pi_paid' }),
        ),
      );
      await expect(provider.confirm('pay-1')).resolves.toEqual({
        status: 'succeeded',
        providerPaymentId: 'pi_paid',
      });
    });

    it('reads the PaymentIntent directly when given its pi_ id (no search lag)', async () => {
      http.answer({ status: 200, body: paymentIntentJson('requires_action') });
      await expect(provider.confirm('pi_3Test')).resolves.toEqual({
        status: 'requires_action',
        providerPaymentId: 'pi_3Test',
        clientSecret: 'pi_3Test_secret_abc',
      });
      expect(http.sent.map((sent) => `${sent.method} ${sent.path}`)).toEqual([
        'GET /v1/payment_intents/pi_3Test',
      ]);
    });

    it('null when Stripe has no intent for it', async () => {
      http.answer(searchResult());
      await expect(provider.confirm('pay-1')).resolves.toBeNull();
    });

    it('refuses anything but an id before it reaches the search syntax', async () => {
      await expect(provider.confirm("x' OR status:'succeeded")).rejects.toThrow('Not a payment id');
      expect(http.sent).toHaveLength(0);
    });

    it('Stripe failing is thrown, not taken as "never charged"', async () => {
      http.answer(
        { status: 500, body: stripeErrorJson({ type: 'api_error' }) },
        { status: 500, body: stripeErrorJson({ type: 'api_error' }) },
        { status: 500, body: stripeErrorJson({ type: 'api_error' }) },
      );
      await expect(provider.confirm('pay-1')).rejects.toThrow();
    });
  });

  describe('cancel', () => {
    it('cancels the PaymentIntent left at 3-D Secure: failed, nothing taken', async () => {
      http.answer({ status: 200, body: paymentIntentJson('canceled') });
      await expect(provider.cancel('pi_3Test')).resolves.toMatchObject({
        status: 'failed',
        providerPaymentId: 'pi_3Test',
      });
      const [sent] = http.sent;
      expect(`${sent.method} ${sent.path}`).toBe('POST /v1/payment_intents/pi_3Test/cancel');
      expect(sent.form).toEqual({ cancellation_reason: 'abandoned' });
    });

    it('an intent the shopper finished first is not cancelled: succeeded, to be placed', async () => {
      http.answer(
        {
          status: 400,
          body: stripeErrorJson({
            type: 'invalid_request_error',
            code: 'payment_intent_unexpected_state',
          }),
        },
        { status: 200, body: paymentIntentJson('succeeded') },
      );
      await expect(provider.cancel('pi_3Test')).resolves.toEqual({
        status: 'succeeded',
        providerPaymentId: 'pi_3Test',
      });
      expect(http.sent.map((sent) => `${sent.method} ${sent.path}`)).toEqual([
        'POST /v1/payment_intents/pi_3Test/cancel',
        'GET /v1/payment_intents/pi_3Test',
      ]);
    });
  });

  describe('refund', () => {
    it('refunds the PaymentIntent with the idempotency key', async () => {
      http.answer({
        status: 200,
        body: {
          id: 're_1',
          object: 'refund',
          amount: 1500,
          payment_intent: 'pi_3Test',
          status: 'succeeded',
        },
      });
      await expect(provider.refund('pi_3Test', 1500, 'refund-1')).resolves.toEqual({
        refundId: 're_1',
        amount: 1500,
      });
      const [sent] = http.sent;
      expect(sent.path).toBe('/v1/refunds');
      expect(sent.headers['idempotency-key']).toBe('refund-1');
      expect(sent.form).toEqual({ payment_intent: 'pi_3Test', amount: '1500' });
    });
  });
});
