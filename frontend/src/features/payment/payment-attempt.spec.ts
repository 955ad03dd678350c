import { PAYMENT_MESSAGES } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { RequestError } from '../../http/request-error';
import { attemptFor, endsAttempt } from './payment-attempt';

const keys = () => {
  let n = 0;
  return () => `key-${++n}`;
};

describe('payment attempts', () => {
  it('reuse the open attempt for the same payment, and start another for a different one', () => {
    const newKey = keys();
    const first = attemptFor(null, 'visa', newKey);
    expect(first.key).toBe('key-1');
    expect(attemptFor(first, 'visa', newKey)).toBe(first);
    expect(attemptFor(first, 'mastercard', newKey).key).toBe('key-2');
  });

  it('end on a refusal the server answered', () => {
    expect(endsAttempt(new RequestError(402, [PAYMENT_MESSAGES.declined]))).toBe(true);
    expect(endsAttempt(new RequestError(422, [PAYMENT_MESSAGES.notReady]))).toBe(true);
  });

  it('stay open when the payment may still be going through', () => {
    expect(endsAttempt(new Error('Oops! Something went wrong – please try again.'))).toBe(false);
    expect(endsAttempt(new RequestError(502))).toBe(false);
    expect(endsAttempt(new RequestError(409, [PAYMENT_MESSAGES.inProgress]))).toBe(false);
  });
});
