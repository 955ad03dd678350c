import { isTestPaymentMethod, testOutcomeOf } from './test-payment-provider';

describe('the test payment provider', () => {
  it('answers each Stripe test token as Stripe test mode does, in the shopper’s words', () => {
    expect(testOutcomeOf('pm_card_visa', 'pi_1')).toEqual({
      status: 'succeeded',
      providerPaymentId: 'pi_1',
    });
    expect(testOutcomeOf('pm_card_mastercard', 'pi_2').status).toBe('succeeded');
    expect(testOutcomeOf('pm_card_chargeDeclined', 'pi_3')).toEqual({
      status: 'declined',
      providerPaymentId: 'pi_3',
      reason: 'card_declined',
      message: 'Your card was declined.',
    });
    expect(testOutcomeOf('pm_card_chargeDeclinedInsufficientFunds', 'pi_4')).toEqual({
      status: 'declined',
      providerPaymentId: 'pi_4',
      reason: 'insufficient_funds',
      message: 'Your card has insufficient funds.',
    });
    expect(testOutcomeOf('pm_card_processingError', 'pi_5')).toEqual({
      status: 'failed',
      providerPaymentId: 'pi_5',
      reason: 'processing_error',
      message: 'We could not take the payment. Nothing has been charged; please try again.',
    });
  });

  it('takes only the test tokens', () => {
    expect(isTestPaymentMethod('pm_card_visa')).toBe(true);
    expect(isTestPaymentMethod('pm_card_amex')).toBe(false);
    expect(isTestPaymentMethod('gift_card')).toBe(false);
  });
});
