import type { BasketPlaced, PaymentDeclined, PaymentStarted, RecordedEvent } from '@shop/contracts';
import type { DocumentProjection } from '../../../platform/event-store/document-projection';

export const OPEN_PAYMENT_ATTEMPTS_TABLE = 'open_payment_attempts';

/** A payment attempt that has begun and not ended: what the payment reconciler looks at. */
export interface OpenPaymentAttemptDocument {
  paymentId: string;
  basketId: string;
  purchaseId: string;
  /** UTC instant the attempt began (PaymentStarted's `startedAt`). */
  startedAt: string;
}

type AttemptEvent = PaymentStarted | PaymentDeclined | BasketPlaced;

/**
 * The attempts still open, async: it follows the log by position with a checkpoint
 * (SubscriptionRunner), so the reconciler finds every attempt a crash left behind, on any
 * instance, however long ago. PaymentStarted opens a document; PaymentDeclined or BasketPlaced
 * of the same payment deletes it, so the table holds only the few attempts under way.
 */
export const openPaymentAttemptsProjection: DocumentProjection<OpenPaymentAttemptDocument> = {
  name: 'open-payment-attempts',
  table: OPEN_PAYMENT_ATTEMPTS_TABLE,
  handles: ['PaymentStarted', 'PaymentDeclined', 'BasketPlaced'],
  readsMetadata: false,
  documentId: (event) => (event as RecordedEvent<AttemptEvent>).data.paymentId,
  evolve(_document, recorded) {
    const event = recorded as RecordedEvent<AttemptEvent>;
    if (event.type !== 'PaymentStarted') return null;
    const { paymentId, purchaseId, startedAt } = (event as RecordedEvent<PaymentStarted>).data;
    return { paymentId, basketId: event.streamId.slice('basket-'.length), purchaseId, startedAt };
  },
};
