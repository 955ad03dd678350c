import { Inject, Injectable, Logger } from '@nestjs/common';
import type Stripe from 'stripe';
import type {
  CreatePayment,
  PaymentOutcome,
  PaymentProvider,
  RefundResult,
  SavedCard,
} from '../payment-provider';
import { STRIPE_CLIENT } from './stripe-client';
import { savedCardsOf } from './stripe-saved-cards';
import { outcomeOfError, outcomeOfPaymentIntent } from './stripe-outcomes';

/** The metadata key of a PaymentIntent that holds our payment id. */
export const PAYMENT_ID_METADATA = 'paymentId';

/** Stripe's PaymentIntent ids; our payment ids never start so. */
const PAYMENT_INTENT_PREFIX = 'pi_';

/** Our payment ids are generated ids; anything else never reaches Stripe's search syntax. */
export const PAYMENT_ID = /^[A-Za-z0-9_-]{1,100}$/;

/**
 * The payment port on Stripe PaymentIntents (`STRIPE_SECRET_KEY`). One PaymentIntent per payment
 * attempt, created and confirmed in one call with the attempt's idempotency key and our payment
 * id in its metadata. `confirm` finds the intent by that metadata with Stripe's search, or reads
 * it by its `pi_…` id when the caller has it, so no table of ours has to be written between
 * Stripe answering and us recording the answer.
 */
@Injectable()
export class StripePaymentProvider implements PaymentProvider {
  readonly name = 'stripe' as const;
  private readonly logger = new Logger(StripePaymentProvider.name);

  constructor(@Inject(STRIPE_CLIENT) private readonly stripe: Stripe) {}

  async createPayment(request: CreatePayment): Promise<PaymentOutcome> {
    try {
      const intent = await this.stripe.paymentIntents.create(
        {
          amount: request.amount,
          currency: request.currency,
          payment_method: request.paymentMethod,
          confirm: true,
          automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
          description: request.description,
          metadata: { [PAYMENT_ID_METADATA]: request.paymentId },
        },
        { idempotencyKey: request.idempotencyKey },
      );
      return outcomeOfPaymentIntent(intent);
    } catch (error) {
      const outcome = outcomeOfError(error);
      this.logFailure(request.paymentId, error, outcome);
      return outcome;
    }
  }

  /**
   * Where a payment stands. Given our payment id, finds the PaymentIntent carrying it in its
   * metadata with Stripe's search, which is eventually consistent (Stripe: searchable within a
   * minute normally, up to an hour behind during outages): right after a crash null means "not
   * visible yet" as much as "never reached Stripe", so a caller recovering a payment should take
   * null as final only for old attempts. Given the PaymentIntent's own id (`pi_…`, the
   * `providerPaymentId` of an earlier outcome) it reads that intent directly, strongly
   * consistent: prefer it whenever the id was recorded. Stripe's own failures are thrown: they
   * say nothing about the payment.
   */
  async confirm(paymentId: string): Promise<PaymentOutcome | null> {
    if (!PAYMENT_ID.test(paymentId)) {
      throw new Error(`Not a payment id: ${JSON.stringify(paymentId)}`);
    }
    if (paymentId.startsWith(PAYMENT_INTENT_PREFIX)) {
      return outcomeOfPaymentIntent(await this.stripe.paymentIntents.retrieve(paymentId));
    }
    const found = await this.stripe.paymentIntents.search({
      query: `metadata['${PAYMENT_ID_METADATA}']:'${paymentId}'`,
      limit: 10,
    });
    if (found.data.length === 0) return null;
    // One intent per payment id; should a retry have made two, the one that took money wins.
    const intent = found.data.find((each) => each.status === 'succeeded') ?? found.data[0];
    return outcomeOfPaymentIntent(intent);
  }

  /**
   * Cancels the PaymentIntent (`cancellation_reason: abandoned`); after that it can take no money.
   * Stripe refuses to cancel an intent that has moved on (the shopper finished, or it was
   * cancelled already): it is then read, and where it stands is the answer.
   */
  async cancel(providerPaymentId: string): Promise<PaymentOutcome> {
    try {
      const intent = await this.stripe.paymentIntents.cancel(providerPaymentId, {
        cancellation_reason: 'abandoned',
      });
      return outcomeOfPaymentIntent(intent);
    } catch (error) {
      this.logger.warn(`Cancelling ${providerPaymentId} refused: ${String(error)}`);
      return outcomeOfPaymentIntent(await this.stripe.paymentIntents.retrieve(providerPaymentId));
    }
  }

  async refund(
    providerPaymentId: string,
    amount: number,
    idempotencyKey: string,
  ): Promise<RefundResult> {
    const refund = await this.stripe.refunds.create(
      { payment_intent: providerPaymentId, amount },
      { idempotencyKey },
    );
    return { refundId: refund.id, amount: refund.amount };
  }

  /** The cards on the Stripe Customers linked to this customer (see `savedCardsOf`). */
  savedCards(customerId: string): Promise<SavedCard[]> {
    return savedCardsOf(this.stripe, customerId);
  }

  /** Stripe's own words and codes go to the log only, never to the shopper. */
  private logFailure(paymentId: string, error: unknown, outcome: PaymentOutcome): void {
    const stripeError = error as Partial<Stripe.errors.StripeError>;
    const details = [
      `payment ${paymentId}: ${outcome.status}`,
      stripeError.type && `type=${stripeError.type}`,
      stripeError.code && `code=${stripeError.code}`,
      stripeError.decline_code && `decline_code=${stripeError.decline_code}`,
      stripeError.requestId && `request=${stripeError.requestId}`,
    ].filter(Boolean);
    if (outcome.status === 'declined') this.logger.log(details.join(' '));
    else this.logger.warn(`${details.join(' ')} ${stripeError.message ?? String(error)}`);
  }
}
