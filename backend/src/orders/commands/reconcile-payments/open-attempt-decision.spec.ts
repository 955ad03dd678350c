import { PAYMENT_MESSAGES } from '@shop/contracts';
import type { PaymentOutcome } from '../../payments/payment-provider';
import { decideOpenAttempt, REQUIRES_ACTION_EXPIRY_MS } from './open-attempt-decision';

const MINUTE = 60 * 1000;
const succeeded: PaymentOutcome = { status: 'succeeded', providerPaymentId: 'pi_1' };
const atTheBank: PaymentOutcome = {
  status: 'requires_action',
  providerPaymentId: 'pi_1',
  clientSecret: 'pi_1_secret',
};
const declined: PaymentOutcome = {
  status: 'declined',
  providerPaymentId: 'pi_1',
  reason: 'card_declined',
  message: PAYMENT_MESSAGES.declined,
};
const failed: PaymentOutcome = {
  status: 'failed',
  providerPaymentId: null,
  reason: 'processing_error',
  message: PAYMENT_MESSAGES.processingError,
};

describe('what the reconciler does with a stale open attempt', () => {
  it('places what the provider took, and what had nothing to charge', () => {
    expect(decideOpenAttempt(3500, succeeded, 3 * MINUTE)).toBe('place');
    expect(decideOpenAttempt(0, null, 3 * MINUTE)).toBe('place');
  });

  it('declines what the provider never saw, declined or failed: nothing was charged', () => {
    expect(decideOpenAttempt(3500, null, 3 * MINUTE)).toBe('decline');
    expect(decideOpenAttempt(3500, declined, 3 * MINUTE)).toBe('decline');
    expect(decideOpenAttempt(3500, failed, 3 * MINUTE)).toBe('decline');
  });

  it('leaves 3-D Secure to the shopper for an hour, then cancels it at the provider', () => {
    expect(decideOpenAttempt(3500, atTheBank, 3 * MINUTE)).toBe('wait');
    expect(decideOpenAttempt(3500, atTheBank, REQUIRES_ACTION_EXPIRY_MS - 1)).toBe('wait');
    expect(decideOpenAttempt(3500, atTheBank, REQUIRES_ACTION_EXPIRY_MS)).toBe('cancel');
  });
});
