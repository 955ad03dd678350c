import { Logger, ServiceUnavailableException } from '@nestjs/common';
import { PAYMENT_MESSAGES } from '@shop/contracts';
import type { PaymentInProgress } from '../../../basket';
import { DomainError } from '../../../platform/domain-error';

const logger = new Logger('PaymentNotConfirmed');

/**
 * 503 'We could not confirm your payment yet - please check your email before paying again.':
 * the provider took the money, or may have, and recording what became of the attempt failed for
 * a reason that says nothing about the payment (a lost database connection). The attempt stays
 * open: a retry with the same Idempotency-Key carries it on, and once it is stale the payment
 * reconciler (reconcile-payments/payment-reconciler.ts) settles it and the buyer is emailed.
 */
export class PaymentNotConfirmed extends ServiceUnavailableException {
  constructor(readonly paymentId: string) {
    super(PAYMENT_MESSAGES.notConfirmed);
  }
}

/**
 * For `.catch` on settling a begun attempt: a refusal (DomainError: a decline, 'please wait', an
 * attempt already ended) keeps its own answer; any other failure becomes PaymentNotConfirmed.
 */
export function unlessConfirmed(payment: Pick<PaymentInProgress, 'paymentId'>) {
  return (error: unknown): never => {
    if (error instanceof DomainError || error instanceof PaymentNotConfirmed) throw error;
    logger.error(
      `Payment ${payment.paymentId} not confirmed; left for the reconciler: ${String(error)}`,
    );
    throw new PaymentNotConfirmed(payment.paymentId);
  };
}
