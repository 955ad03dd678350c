import { Logger } from '@nestjs/common';
import type { RecordedEvent, ReminderDue } from '@shop/contracts';
import type { Clock } from '../../../platform/clock/clock';
import type { SqlWork } from '../../../platform/database/sql-database';
import type { EventSubscriber } from '../../../platform/event-store/document-subscription';
import { LINK_PURPOSES } from '../../../platform/signed-links/link-purposes';
import type { LinkSigner } from '../../../platform/signed-links/link-signer';
import { composeReminderEmail } from '../../domain/reminder.email';
import { composedOrSkipped, queueEventEmails, type EventEmail } from '../event-emails';
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

  apply(events: readonly RecordedEvent[]): SqlWork<number> {
    const context = { now: this.clock.now(), mailFrom: this.settings.mailFrom };
    return queueEventEmails(events, context, (event) =>
      this.emailFor(event as RecordedEvent<ReminderDue>),
    );
  }

  private *emailFor(event: RecordedEvent<ReminderDue>): SqlWork<EventEmail | null> {
    const token = yield* this.signer.signWork(
      LINK_PURPOSES.reminderDeactivate,
      event.data.reminderId,
    );
    return composedOrSkipped(this.logger, event, () => ({
      kind: REMINDER_EMAIL_KIND,
      email: composeReminderEmail(event.data, this.settings.publicOrigin, token),
    }));
  }
}
