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
import { composeGiftCardEmail, giftCardSendAfter } from '../../domain/gift-card.email';
import { composeOrderConfirmation } from '../../domain/order-confirmation.email';
import { composedOrSkipped, queueEventEmails, type EventEmail } from '../event-emails';

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

  apply(events: readonly RecordedEvent[]): SqlWork<number> {
    const now = this.clock.now();
    return queueEventEmails(events, { now, mailFrom: this.settings.mailFrom }, (event) =>
      this.emailFor(event, now),
    );
  }

  private *emailFor(event: RecordedEvent, now: Date): SqlWork<EventEmail | null> {
    if (event.type === 'BasketPlaced') {
      return yield* this.orderConfirmation(event as RecordedEvent<BasketPlaced>);
    }
    return composedOrSkipped(this.logger, event, () =>
      this.giftCard(event as RecordedEvent<GiftCardIssued>, now),
    );
  }

  private *orderConfirmation(event: RecordedEvent<BasketPlaced>): SqlWork<EventEmail | null> {
    const placed = yield* ordersOf(event.data);
    if (placed.length === 0) {
      this.logger.error(`No OrderPlaced found for purchase ${event.data.purchaseId}: no email`);
      return null;
    }
    const signUpLink = yield* this.signUpLink(placed);
    return composedOrSkipped(this.logger, event, () => ({
      kind: EMAIL_KINDS.orderConfirmation,
      email: composeOrderConfirmation({
        placedOn: londonDateOf(new Date(event.metadata.occurredAt)),
        orders: placed,
        total: event.data.total,
        giftCardTotal: event.data.giftCardTotal,
        pointsTotal: (event.data.pointsRedeemed ?? 0) * PENCE_PER_POINT,
        totalToPay: event.data.totalToPay,
        publicOrigin: this.settings.publicOrigin,
        signUpLink,
      }),
    }));
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

  private giftCard(event: RecordedEvent<GiftCardIssued>, now: Date): EventEmail {
    return {
      kind: EMAIL_KINDS.giftCard,
      email: composeGiftCardEmail(event.data, this.settings.publicOrigin),
      sendAfter: giftCardSendAfter(event.data, now),
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
