import type { Logger } from '@nestjs/common';
import type { RecordedEvent } from '@shop/contracts';
import type { SqlWork } from '../../platform/database/sql-database';
import { outboxMessageId, queueEmail } from '../../platform/mail/outbox';
import type { ComposedEmail } from '../domain/composed-email';

/** The email a subscriber writes for one event: what it says, its outbox kind, when it may go. */
export interface EventEmail {
  kind: string;
  email: ComposedEmail;
  /** Not before this instant (a gift card dated for later); now when left out. */
  sendAfter?: Date;
}

/**
 * The loop every email subscriber runs inside the transaction that moves its checkpoint: for each
 * event, the email `emailFor` writes (null: none), queued with a Message-ID made from the event,
 * so a replay from an older checkpoint queues nothing twice. Answers how many were queued.
 */
export function* queueEventEmails(
  events: readonly RecordedEvent[],
  context: { now: Date; mailFrom: string },
  emailFor: (event: RecordedEvent) => SqlWork<EventEmail | null>,
): SqlWork<number> {
  let queued = 0;
  for (const event of events) {
    const found = yield* emailFor(event);
    if (!found) continue;
    const outbox = {
      ...found.email,
      kind: found.kind,
      messageId: outboxMessageId(found.kind, event.metadata.eventId, context.mailFrom),
      sendAfter: found.sendAfter ?? context.now,
    };
    if (yield* queueEmail(outbox, context.now)) queued += 1;
  }
  return queued;
}

/**
 * `compose()`, or null when it throws: an event no email can be written for is a bug, not a
 * database failure, so it is logged and passed over rather than holding back every later email.
 * Only for pure composing: database work stays outside, so its failures still stop the batch.
 */
export function composedOrSkipped(
  logger: Logger,
  event: RecordedEvent,
  compose: () => EventEmail,
): EventEmail | null {
  try {
    return compose();
  } catch (error) {
    logger.error(
      `No email for ${event.type} ${event.metadata.eventId} at ${event.position}: ${String(error)}`,
    );
    return null;
  }
}
