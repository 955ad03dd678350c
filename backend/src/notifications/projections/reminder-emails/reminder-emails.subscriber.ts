import { Logger } from '@nestjs/common';
import type { RecordedEvent, ReminderDue } from '@shop/contracts';
import type { Clock } from '../../../platform/clock/clock';
import type { SqlWork } from '../../../platform/database/sql-database';
import type { EventSubscriber } from '../../../platform/event-store/document-subscription';
import { outboxMessageId, queueEmail, type OutboxEmail } from '../../../platform/mail/outbox';
import { LINK_PURPOSES } from '../../../platform/signed-links/link-purposes';
import type { LinkSigner } from '../../../platform/signed-links/link-signer';
import { composeReminderEmail } from '../../domain/reminder.email';
import type { NotificationSettings } from '../notification-emails/notification-emails.subscriber';

export const REMINDER_EMAILS_SUBSCRIBER = 'reminder-emails';
export const REMINDER_EMAIL_KIND = 'reminder';

/**
 * Queues the reminder emails from the log (`ReminderDue`, appended once per occurrence by the
 * accounts module's job): `apply` runs inside the transaction that moves this subscriber's
 * checkpoint, so each is queued exactly once; its Message-ID comes from the event, so a replay
 * from an older checkpoint queues nothing again. The 'Stop these reminders' link carries the
 * reminder's id signed here, in the same transaction.
 */
export class ReminderEmailsSubscriber implements EventSubscriber {
  readonly name = REMINDER_EMAILS_SUBSCRIBER;
  readonly handles: readonly string[] = ['ReminderDue'];
  private readonly logger = new Logger(ReminderEmailsSubscriber.name);

  constructor(
    private readonly settings: NotificationSettings,
    private readonly clock: Clock,
    private readonly signer: LinkSigner,
  ) {}

  *apply(events: readonly RecordedEvent[]): SqlWork<number> {
    const now = this.clock.now();
    let queued = 0;
    for (const event of events as readonly RecordedEvent<ReminderDue>[]) {
      const token = yield* this.signer.signWork(
        LINK_PURPOSES.reminderDeactivate,
        event.data.reminderId,
      );
      const email = this.composed(event, token, now);
      if (email && (yield* queueEmail(email, now))) queued += 1;
    }
    return queued;
  }

  /** An event no email can be written for is logged and passed over (it must not hold the rest back). */
  private composed(
    event: RecordedEvent<ReminderDue>,
    token: string,
    now: Date,
  ): OutboxEmail | null {
    try {
      return {
        ...composeReminderEmail(event.data, this.settings.publicOrigin, token),
        kind: REMINDER_EMAIL_KIND,
        messageId: outboxMessageId(
          REMINDER_EMAIL_KIND,
          event.metadata.eventId,
          this.settings.mailFrom,
        ),
        sendAfter: now,
      };
    } catch (error) {
      this.logger.error(
        `No email for ${event.type} ${event.metadata.eventId} at ${event.position}: ${String(error)}`,
      );
      return null;
    }
  }
}
