import { Logger } from '@nestjs/common';
import {
  londonDateOf,
  orderStreamId,
  PENCE_PER_POINT,
  signUpAccountPath,
  type BasketPlaced,
  type GiftCardIssued,
  type OrderPlaced,
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
import { outboxMessageId, queueEmail, type OutboxEmail } from '../../../platform/mail/outbox';
import type { ComposedEmail } from '../../domain/composed-email';
import { composeGiftCardEmail, giftCardSendAfter } from '../../domain/gift-card.email';
import { composeOrderConfirmation } from '../../domain/order-confirmation.email';

export const NOTIFICATION_EMAILS_SUBSCRIBER = 'notification-emails';

/** The outbox `kind` of each email. */
export const EMAIL_KINDS = {
  orderConfirmation: 'order-confirmation',
  giftCard: 'gift-card',
} as const;

export interface NotificationSettings {
  publicOrigin: string;
  mailFrom: string;
}

/**
 * Signs an order number for a guest's 'Create an account' link, in the subscriber's transaction
 * (LinkSigner.signWork): answers `{orderNumber}.{mac}`. Nothing secret is written to the log.
 */
export type SignUpLinkSigner = (orderNumber: string) => SqlWork<string>;

/**
 * Queues the shop's emails from the log, run by the SubscriptionRunner: `apply` runs inside the
 * transaction that moves the checkpoint, so an email is queued exactly when its event is
 * consumed (a crash rolls both back, and the batch is read again). Message-IDs come from the
 * source event, so queuing again after a replay from an older checkpoint changes nothing.
 */
export class NotificationEmailsSubscriber implements EventSubscriber {
  readonly name = NOTIFICATION_EMAILS_SUBSCRIBER;
  readonly handles: readonly string[] = ['BasketPlaced', 'GiftCardIssued'];
  private readonly logger = new Logger(NotificationEmailsSubscriber.name);

  constructor(
    private readonly settings: NotificationSettings,
    private readonly clock: Clock,
    private readonly signUpLinkSigner: SignUpLinkSigner,
  ) {}

  *apply(events: readonly RecordedEvent[]): SqlWork<number> {
    const now = this.clock.now();
    let queued = 0;
    for (const event of events) {
      const email =
        event.type === 'BasketPlaced'
          ? yield* this.orderConfirmation(event as RecordedEvent<BasketPlaced>, now)
          : this.composed(event, () => this.giftCard(event as RecordedEvent<GiftCardIssued>, now));
      if (email && (yield* queueEmail(email, now))) queued += 1;
    }
    return queued;
  }

  private *orderConfirmation(
    event: RecordedEvent<BasketPlaced>,
    now: Date,
  ): SqlWork<OutboxEmail | null> {
    const placed = yield* ordersOf(event.data);
    if (placed.length === 0) {
      this.logger.error(`No OrderPlaced found for purchase ${event.data.purchaseId}: no email`);
      return null;
    }
    const signUpLink = yield* this.signUpLink(placed);
    return this.composed(event, () => {
      const composed = composeOrderConfirmation({
        placedOn: londonDateOf(new Date(event.metadata.occurredAt)),
        orders: placed,
        total: event.data.total,
        giftCardTotal: event.data.giftCardTotal,
        pointsTotal: (event.data.pointsRedeemed ?? 0) * PENCE_PER_POINT,
        totalToPay: event.data.totalToPay,
        publicOrigin: this.settings.publicOrigin,
        signUpLink,
      });
      return this.outboxEmail(EMAIL_KINDS.orderConfirmation, event, composed, now);
    });
  }

  /**
   * A guest's purchase (no customer recorded on its orders): the link that makes its orders a
   * new account's, naming the first order, signed. Null when a signed-in customer paid.
   */
  private *signUpLink(placed: readonly OrderPlaced['data'][]): SqlWork<string | null> {
    if (placed.some((order) => order.customerId)) return null;
    const { orderNumber } = placed[0];
    const token = yield* this.signUpLinkSigner(orderNumber);
    const verificationToken = token.slice(token.lastIndexOf('.') + 1);
    return `${this.settings.publicOrigin}${signUpAccountPath(orderNumber, verificationToken)}`;
  }

  /**
   * An event the composer cannot write an email for (a bug, not a database failure) is logged
   * and passed over: stopping here would hold back every later shopper's email.
   */
  private composed(event: RecordedEvent, compose: () => OutboxEmail): OutboxEmail | null {
    try {
      return compose();
    } catch (error) {
      this.logger.error(
        `No email for ${event.type} ${event.metadata.eventId} at ${event.position}: ${String(error)}`,
      );
      return null;
    }
  }

  private giftCard(event: RecordedEvent<GiftCardIssued>, now: Date): OutboxEmail {
    const composed = composeGiftCardEmail(event.data, this.settings.publicOrigin);
    return this.outboxEmail(
      EMAIL_KINDS.giftCard,
      event,
      composed,
      giftCardSendAfter(event.data, now),
    );
  }

  private outboxEmail(
    kind: string,
    event: RecordedEvent,
    email: ComposedEmail,
    sendAfter: Date,
  ): OutboxEmail {
    return {
      ...email,
      kind,
      messageId: outboxMessageId(kind, event.metadata.eventId, this.settings.mailFrom),
      sendAfter,
    };
  }
}

/**
 * The purchase's `OrderPlaced` events, in the basket's order. They were appended in the same
 * transaction as `BasketPlaced`, so they are committed whenever it is visible.
 */
function* ordersOf(placed: BasketPlaced['data']): SqlWork<OrderPlaced['data'][]> {
  if (placed.orders.length === 0) return [];
  const streams = placed.orders.map((ref) => orderStreamId(ref.orderNumber));
  const found = yield* rows<EventRow>(
    `SELECT ${EVENT_COLUMNS} FROM events WHERE type = 'OrderPlaced' AND stream_id IN (${streams
      .map(() => '?')
      .join(', ')})`,
    streams,
  );
  const byNumber = new Map(
    found
      .map((row) => (toRecordedEvent(row) as RecordedEvent<OrderPlaced>).data)
      .filter((order) => order.purchaseId === placed.purchaseId)
      .map((order) => [order.orderNumber, order]),
  );
  return placed.orders.flatMap((ref) => byNumber.get(ref.orderNumber) ?? []);
}
