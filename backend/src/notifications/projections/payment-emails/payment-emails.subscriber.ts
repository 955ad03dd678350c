import { Logger } from '@nestjs/common';
import {
  londonDateOf,
  type CustomerDetailsGiven,
  type PaymentDeclined,
  type PaymentStarted,
  type RecordedEvent,
} from '@shop/contracts';
import type { Clock } from '../../../platform/clock/clock';
import { rows, type SqlWork } from '../../../platform/database/sql-database';
import type { EventSubscriber } from '../../../platform/event-store/document-subscription';
import {
  EVENT_COLUMNS,
  toRecordedEvent,
  type EventRow,
} from '../../../platform/event-store/event-rows';
import { composePaymentNotTaken } from '../../domain/payment-not-taken.email';
import { queueEventEmails, type EventEmail } from '../event-emails';
import type { NotificationSettings } from '../notification-emails/notification-emails.subscriber';

export const PAYMENT_EMAILS_SUBSCRIBER = 'payment-emails';
export const PAYMENT_NOT_TAKEN_KIND = 'payment-not-taken';

/**
 * Tells a buyer that a payment nobody was waiting for did not go through: each PaymentDeclined
 * the payment reconciler appended (`settledBy: 'reconciler'`) queues one email, in the
 * transaction that moves this subscriber's checkpoint, with a Message-ID from the event. Declines
 * the shopper saw answered on the page send nothing. Who to write to and what was to be charged
 * are read from the basket's own stream before the decline, so a replay writes the same email.
 */
export class PaymentEmailsSubscriber implements EventSubscriber {
  readonly name = PAYMENT_EMAILS_SUBSCRIBER;
  readonly handles: readonly string[] = ['PaymentDeclined'];
  private readonly logger = new Logger(PaymentEmailsSubscriber.name);

  constructor(
    private readonly settings: NotificationSettings,
    private readonly clock: Clock,
  ) {}

  apply(events: readonly RecordedEvent[]): SqlWork<number> {
    const context = { now: this.clock.now(), mailFrom: this.settings.mailFrom };
    return queueEventEmails(events, context, (event) =>
      this.emailFor(event as RecordedEvent<PaymentDeclined>),
    );
  }

  private *emailFor(event: RecordedEvent<PaymentDeclined>): SqlWork<EventEmail | null> {
    if (event.data.settledBy !== 'reconciler') return null;
    const email = yield* this.notTaken(event);
    return email && { kind: PAYMENT_NOT_TAKEN_KIND, email };
  }

  private *notTaken(declined: RecordedEvent<PaymentDeclined>) {
    const earlier = (yield* rows<EventRow>(
      `SELECT ${EVENT_COLUMNS} FROM events WHERE stream_id = ? AND stream_version < ? ` +
        `AND type IN ('CustomerDetailsGiven', 'PaymentStarted') ORDER BY stream_version`,
      [declined.streamId, declined.streamVersion],
    )).map(toRecordedEvent);
    const buyer = earlier
      .filter((event) => event.type === 'CustomerDetailsGiven')
      .map((event) => (event as RecordedEvent<CustomerDetailsGiven>).data)
      .at(-1);
    const started = earlier
      .filter((event) => event.type === 'PaymentStarted')
      .map((event) => (event as RecordedEvent<PaymentStarted>).data)
      .find((data) => data.paymentId === declined.data.paymentId);
    if (!buyer?.email || !started) {
      // A bug, not a database failure: stopping here would hold back every later email.
      this.logger.error(`No buyer or attempt for ${declined.data.paymentId}: no email`);
      return null;
    }
    return composePaymentNotTaken({
      to: buyer.email,
      name: buyer.name,
      amount: started.amount,
      attemptedOn: londonDateOf(new Date(started.startedAt)),
      givenBack: started.giftCard !== null || (started.points ?? 0) > 0,
      publicOrigin: this.settings.publicOrigin,
    });
  }
}
