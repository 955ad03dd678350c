import type { PaymentStarted, RecordedEvent } from '@shop/contracts';
import type { DocumentProjection } from '../../../platform/event-store/document-projection';

export const PAYMENT_ATTEMPTS_TABLE = 'payment_attempts';

/** Which basket a payment attempt belongs to: what a provider's webhook needs to settle it. */
export interface PaymentAttemptDocument {
  paymentId: string;
  basketId: string;
  purchaseId: string;
  /** What the card was to be charged, in pence (to refund a charge that came too late). */
  amount: number;
}

export const paymentAttemptsProjection: DocumentProjection<PaymentAttemptDocument> = {
  name: 'payment-attempts',
  table: PAYMENT_ATTEMPTS_TABLE,
  handles: ['PaymentStarted'],
  readsMetadata: false,
  documentId: (event) => (event as RecordedEvent<PaymentStarted>).data.paymentId,
  evolve(_document, recorded) {
    const event = recorded as RecordedEvent<PaymentStarted>;
    return {
      paymentId: event.data.paymentId,
      basketId: event.streamId.slice('basket-'.length),
      purchaseId: event.data.purchaseId,
      amount: event.data.amount,
    };
  },
};
