import { Inject, Injectable, Logger } from '@nestjs/common';
import { BasketCommandRunner } from '../../../basket';
import { DomainError } from '../../../platform/domain-error';
import type { PaymentOutcomeSink } from '../../payments/payment-outcome-sink';
import {
  PAYMENT_PROVIDER,
  type PaymentOutcome,
  type PaymentProvider,
} from '../../payments/payment-provider';
import { OrderDocumentsQueries } from '../../projections/order-documents.queries';
import { PaymentSettlement } from './payment-settlement';

/**
 * What a provider tells us later about an attempt (Stripe's webhook after 3-D Secure): the
 * attempt's basket is found by its payment id and settled like an answer to `pay`. An attempt
 * that has already ended (placed, declined, or another attempt since) is left as it is, so a
 * replayed or late notice changes nothing.
 */
@Injectable()
export class ProviderOutcomeSettlement implements PaymentOutcomeSink {
  private readonly logger = new Logger(ProviderOutcomeSettlement.name);

  constructor(
    private readonly documents: OrderDocumentsQueries,
    private readonly runner: BasketCommandRunner,
    private readonly settlement: PaymentSettlement,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
  ) {}

  /**
   * The provider took money for an attempt that had already ended without it (its answer was
   * lost and it was recorded as failed): nothing was placed for it, so the money goes back.
   * The refund's idempotency key is the attempt's, so a repeated notice refunds once.
   */
  private async refundLateCharge(
    paymentId: string,
    providerPaymentId: string,
    amount: number,
  ): Promise<void> {
    this.logger.warn(`Payment ${paymentId} succeeded after it had ended: refunding ${amount}p`);
    await this.provider.refund(providerPaymentId, amount, `refund-${paymentId}`);
  }

  async settle(paymentId: string, outcome: PaymentOutcome): Promise<void> {
    const attempt = await this.documents.paymentAttempt(paymentId);
    if (!attempt) {
      this.logger.warn(`No payment attempt ${paymentId}: notice ignored`);
      return;
    }
    // The basket's stream is named after the session that filled it.
    const context = {
      session: { id: attempt.basketId, customerId: null, email: null },
      correlationId: attempt.purchaseId,
    };
    const state = await this.runner.state(context);
    if (state.payment?.paymentId !== paymentId) {
      if (outcome.status === 'succeeded' && state.placed?.paymentId !== paymentId) {
        await this.refundLateCharge(paymentId, outcome.providerPaymentId, attempt.amount);
      }
      return;
    }
    try {
      await this.settlement.settle(state.payment, outcome, context);
    } catch (error) {
      // A decline is the expected answer to a failed payment, not a failure of the notice.
      if (!(error instanceof DomainError)) throw error;
    }
  }
}
