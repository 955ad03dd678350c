import {
  Inject,
  Injectable,
  Logger,
  type BeforeApplicationShutdown,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import { PAYMENT_MESSAGES } from '@shop/contracts';
import { BasketCommandRunner, type CommandContext, type PaymentInProgress } from '../../../basket';
import { Clock } from '../../../platform/clock/clock';
import { DomainError } from '../../../platform/domain-error';
import { PeriodicJob } from '../../../platform/scheduling/periodic-job';
import {
  PAYMENT_PROVIDER,
  type PaymentOutcome,
  type PaymentProvider,
} from '../../payments/payment-provider';
import { OpenPaymentAttemptsQueries } from '../../projections/open-payment-attempts/open-payment-attempts.queries';
import type { OpenPaymentAttemptDocument } from '../../projections/open-payment-attempts/open-payment-attempts.projection';
import { PaymentSettlement } from '../pay/payment-settlement';
import { STALE_PAYMENT_MS } from '../pay/purchase-payment';
import { decideOpenAttempt } from './open-attempt-decision';

/** Each instance looks for stale attempts every minute, first half a minute after start-up. */
export const RECONCILE_SCHEDULE = { firstAfterMs: 30 * 1000, everyMs: 60 * 1000 };
/** Attempts looked at per pass; more wait for the next. */
const BATCH = 200;

/**
 * Settles the payment attempts nobody is waiting for any more: an attempt still open
 * `STALE_PAYMENT_MS` after it began (its request died between the charge and the placing, say)
 * is settled by what the provider says of it, as the shopper's next attempt would
 * (`PurchasePayment.settleOther`): taken → placed (the order confirmation follows from the log);
 * never seen, declined or failed → declined with `settledBy: 'reconciler'`, and the buyer is
 * emailed that nothing was charged (notifications' payment-emails subscriber); at 3-D Secure →
 * left to the shopper and the webhook for `REQUIRES_ACTION_EXPIRY_MS`, then cancelled at the
 * provider and settled by the answer.
 *
 * The attempts come from the `open-payment-attempts` projection, which follows the log by
 * position with a checkpoint, so nothing depends on the timer but how soon. Every instance runs
 * passes; two at once place or decline an attempt once, because the basket refuses to end an
 * attempt that has already ended (the loser's DomainError is passed over here), and the email
 * follows the one PaymentDeclined that was appended.
 */
@Injectable()
export class PaymentReconciler implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(PaymentReconciler.name);
  readonly job = new PeriodicJob(
    PaymentReconciler.name,
    () => this.settleStale(),
    RECONCILE_SCHEDULE,
    (count) => `Settled ${count} payment attempts left open`,
  );

  constructor(
    private readonly attempts: OpenPaymentAttemptsQueries,
    private readonly runner: BasketCommandRunner,
    private readonly settlement: PaymentSettlement,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    private readonly clock: Clock,
  ) {}

  onApplicationBootstrap(): void {
    this.job.start();
  }

  beforeApplicationShutdown(): Promise<void> {
    return this.job.stop();
  }

  /** One pass now (joining one under way); resolves to how many attempts it ended. */
  pass(): Promise<number> {
    return this.job.run();
  }

  private async settleStale(): Promise<number> {
    const cutoff = new Date(this.clock.now().getTime() - STALE_PAYMENT_MS);
    let settled = 0;
    for (const attempt of await this.attempts.startedBefore(cutoff, BATCH)) {
      try {
        if (await this.settleOne(attempt)) settled += 1;
      } catch (error) {
        // One attempt failing (the provider unreachable) holds up none of the others.
        this.logger.warn(`Payment ${attempt.paymentId} left for the next pass: ${String(error)}`);
      }
    }
    return settled;
  }

  /** Ends one attempt if it is still open and stale; true when this pass ended it. */
  private async settleOne(attempt: OpenPaymentAttemptDocument): Promise<boolean> {
    // No session: the basket is reached by its id, as the provider's webhook does.
    const context: CommandContext = {
      session: { id: attempt.basketId, basketId: attempt.basketId, customerId: null, email: null },
      correlationId: attempt.purchaseId,
    };
    // The projection may lag the log: the basket says whether the attempt is still open.
    const payment = (await this.runner.state(context)).payment;
    if (payment?.paymentId !== attempt.paymentId) return false;
    const age = this.clock.now().getTime() - Date.parse(payment.startedAt);
    if (age < STALE_PAYMENT_MS) return false;
    let known = payment.amount === 0 ? null : await this.provider.confirm(payment.paymentId);
    let decision = decideOpenAttempt(payment.amount, known, age);
    if (decision === 'cancel' && known?.status === 'requires_action') {
      known = await this.provider.cancel(known.providerPaymentId);
      decision = decideOpenAttempt(payment.amount, known, 0);
    }
    if (decision === 'wait' || decision === 'cancel') return false;
    return this.end(payment, decision, known, context);
  }

  private async end(
    payment: PaymentInProgress,
    decision: 'place' | 'decline',
    known: PaymentOutcome | null,
    context: CommandContext,
  ): Promise<boolean> {
    try {
      if (decision === 'place' && known?.status === 'succeeded') {
        // As an answer to pay: should the attempt end first elsewhere, the charge goes back.
        await this.settlement.settle(payment, known, context);
      } else if (decision === 'place') {
        await this.settlement.place(payment, null, context);
      } else {
        await this.settlement.decline(payment, 'abandoned', PAYMENT_MESSAGES.abandoned, context, {
          settledBy: 'reconciler',
        });
      }
      this.logger.log(`Payment ${payment.paymentId} left open: ${decision}d`);
      return true;
    } catch (error) {
      // Ended first elsewhere (another instance, the shopper's retry, the webhook), or refused
      // and refunded by the placing guard: nothing more to do here.
      if (error instanceof DomainError) return false;
      throw error;
    }
  }
}
