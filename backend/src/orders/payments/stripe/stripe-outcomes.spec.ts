import Stripe from 'stripe';
import { outcomeOfError, outcomeOfFailure, outcomeOfPaymentIntent } from './stripe-outcomes';

const DECLINED = 'Your card was declined.';
const INSUFFICIENT = 'Your card has insufficient funds.';
const FAILED = 'We could not take the payment. Nothing has been charged; please try again.';

const intent = (
  status: string,
  extra: Partial<Parameters<typeof outcomeOfPaymentIntent>[0]> = {},
) =>
  outcomeOfPaymentIntent({
    id: 'pi_1',
    status,
    client_secret: 'pi_1_secret_2',
    last_payment_error: null,
    ...extra,
  });

describe('outcomeOfPaymentIntent', () => {
  it('succeeded: the money is taken', () => {
    expect(intent('succeeded')).toEqual({ status: 'succeeded', providerPaymentId: 'pi_1' });
  });

  it('requires_action and processing: the storefront finishes it with the client secret', () => {
    const pending = {
      status: 'requires_action',
      providerPaymentId: 'pi_1',
      clientSecret: 'pi_1_secret_2',
    };
    expect(intent('requires_action')).toEqual(pending);
    expect(intent('processing')).toEqual(pending);
  });

  it('requires_action without a client secret cannot be finished: failed', () => {
    expect(intent('requires_action', { client_secret: null })).toEqual({
      status: 'failed',
      providerPaymentId: 'pi_1',
      reason: 'processing_error',
      message: FAILED,
    });
  });

  it('requires_payment_method after a decline: declined, for insufficient funds or not', () => {
    expect(
      intent('requires_payment_method', {
        last_payment_error: {
          type: 'card_error',
          code: 'card_declined',
          decline_code: 'insufficient_funds',
        },
      }),
    ).toEqual({
      status: 'declined',
      providerPaymentId: 'pi_1',
      reason: 'insufficient_funds',
      message: INSUFFICIENT,
    });
    expect(
      intent('requires_payment_method', {
        last_payment_error: {
          type: 'card_error',
          code: 'card_declined',
          decline_code: 'generic_decline',
        },
      }),
    ).toEqual({
      status: 'declined',
      providerPaymentId: 'pi_1',
      reason: 'card_declined',
      message: DECLINED,
    });
  });

  it('requires_payment_method after a processing error, or with no error at all: failed', () => {
    const failed = {
      status: 'failed',
      providerPaymentId: 'pi_1',
      reason: 'processing_error',
      message: FAILED,
    };
    expect(
      intent('requires_payment_method', {
        last_payment_error: { type: 'card_error', code: 'processing_error' },
      }),
    ).toEqual(failed);
    expect(intent('requires_payment_method')).toEqual(failed);
  });

  it.each(['canceled', 'requires_confirmation', 'requires_capture', 'something_new'])(
    '%s: failed, nothing taken',
    (status) => {
      expect(intent(status)).toEqual({
        status: 'failed',
        providerPaymentId: 'pi_1',
        reason: 'processing_error',
        message: FAILED,
      });
    },
  );
});

describe('outcomeOfFailure', () => {
  it.each([
    ['expired_card', undefined],
    ['incorrect_cvc', undefined],
    ['card_declined', 'do_not_honor'],
    ['card_declined', undefined],
  ])('a card error %s (%s) is declined in our words', (code, declineCode) => {
    expect(outcomeOfFailure({ type: 'card_error', code, decline_code: declineCode }, null)).toEqual(
      {
        status: 'declined',
        providerPaymentId: null,
        reason: 'card_declined',
        message: DECLINED,
      },
    );
  });

  it.each([
    ['api_error', 'api_error'],
    ['invalid_request_error', 'resource_missing'],
    ['idempotency_error', undefined],
    [undefined, undefined],
  ])('a %s (%s) failed', (type, code) => {
    expect(outcomeOfFailure({ type, code }, 'pi_9')).toEqual({
      status: 'failed',
      providerPaymentId: 'pi_9',
      reason: 'processing_error',
      message: FAILED,
    });
  });

  it('nothing to go on: failed', () => {
    expect(outcomeOfFailure(null, null).status).toBe('failed');
    expect(outcomeOfFailure(undefined, null).status).toBe('failed');
  });
});

describe('outcomeOfError (thrown by the stripe package)', () => {
  const raw = (extra: Record<string, unknown>) => ({ message: "Stripe's own words", ...extra });

  it('StripeCardError insufficient_funds: declined, insufficient funds', () => {
    const error = new Stripe.errors.StripeCardError(
      raw({
        type: 'card_error',
        code: 'card_declined',
        decline_code: 'insufficient_funds',
        payment_intent: { id: 'pi_7' },
      }) as never,
    );
    expect(outcomeOfError(error)).toEqual({
      status: 'declined',
      providerPaymentId: 'pi_7',
      reason: 'insufficient_funds',
      message: INSUFFICIENT,
    });
  });

  it('StripeCardError card_declined: declined, never with Stripe’s text', () => {
    const error = new Stripe.errors.StripeCardError(
      raw({ type: 'card_error', code: 'card_declined', decline_code: 'generic_decline' }) as never,
    );
    expect(outcomeOfError(error)).toEqual({
      status: 'declined',
      providerPaymentId: null,
      reason: 'card_declined',
      message: DECLINED,
    });
  });

  it('StripeCardError processing_error: failed', () => {
    const error = new Stripe.errors.StripeCardError(
      raw({ type: 'card_error', code: 'processing_error' }) as never,
    );
    expect(outcomeOfError(error)).toEqual({
      status: 'failed',
      providerPaymentId: null,
      reason: 'processing_error',
      message: FAILED,
    });
  });

  it.each([
    ['connection', new Stripe.errors.StripeConnectionError(raw({}) as never)],
    [
      'rate limit',
      new Stripe.errors.StripeRateLimitError(
        raw({ type: 'api_error', code: 'rate_limit' }) as never,
      ),
    ],
    ['API', new Stripe.errors.StripeAPIError(raw({ type: 'api_error' }) as never)],
    [
      'authentication',
      new Stripe.errors.StripeAuthenticationError(raw({ type: 'invalid_request_error' }) as never),
    ],
    [
      'invalid request',
      new Stripe.errors.StripeInvalidRequestError(raw({ type: 'invalid_request_error' }) as never),
    ],
    [
      'idempotency',
      new Stripe.errors.StripeIdempotencyError(raw({ type: 'idempotency_error' }) as never),
    ],
    ['plain', new Error('socket hang up')],
    ['non-error', 'weird'],
  ])('a %s error: failed, nothing charged', (_name, error) => {
    expect(outcomeOfError(error)).toEqual({
      status: 'failed',
      providerPaymentId: null,
      reason: 'processing_error',
      message: FAILED,
    });
  });
});
