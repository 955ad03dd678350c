import { Injectable } from '@nestjs/common';
import {
  giftCardStreamId,
  orderStreamId,
  pointsStreamId,
  type BasketEvent,
  type GiftCardEvent,
  type OrderEvent,
  type PointsEvent,
  type RecordedEvent,
} from '@shop/contracts';
import { SqlDatabase } from '../../../platform/database/sql-database';
import {
  EVENT_COLUMNS,
  toRecordedEvent,
  type EventRow,
} from '../../../platform/event-store/event-rows';
import type { LinkedEvent } from '../../domain/linked-event-summaries';
import {
  customersOf,
  isPointsPurchaseEntry,
  isPurchaseEntry,
  purchaseLinksOf,
  type PurchaseLinks,
} from '../../domain/purchase-links';

/**
 * The events a basket's purchases wrote outside the basket: every event of the orders it placed,
 * the entries of the gift cards it spent that belong to its purchases (redeemed, given back),
 * the gift cards it bought (issued), and the paying customer's Posy Points entries that belong
 * to its purchases (earned, spent, given back, referral bonus). Found from the basket's own
 * events.
 */
@Injectable()
export class LinkedStreamsQueries {
  constructor(private readonly sql: SqlDatabase) {}

  async eventsOf(basket: readonly BasketEvent[]): Promise<RecordedEvent<LinkedEvent>[]> {
    const links = purchaseLinksOf(basket);
    const { purchaseIds, orderNumbers, giftCardCodes } = links;
    const found = await this.streams([
      ...orderNumbers.map(orderStreamId),
      ...giftCardCodes.map(giftCardStreamId),
    ]);
    const orders = found.filter((event) => event.streamId.startsWith('order-'));
    const spent = found.filter(
      (event) =>
        event.streamId.startsWith('giftcard-') &&
        isPurchaseEntry(event as RecordedEvent<GiftCardEvent>, purchaseIds),
    );
    const giftCardOrders = orders.flatMap((event) =>
      event.type === 'OrderPlaced' && event.data.order.isGiftCard ? [event.data.orderNumber] : [],
    );
    const bought = await this.issuedBy(giftCardOrders);
    const points = await this.pointsOf(links, orders as RecordedEvent<OrderEvent>[]);
    // Keyed by position, so an entry found both ways could never show twice.
    const byPosition = new Map(
      [...orders, ...spent, ...bought, ...points].map((event) => [event.position, event]),
    );
    return [...byPosition.values()].sort((a, b) => a.position - b.position);
  }

  /** Every event of these streams, in log order. */
  private async streams(streamIds: string[]): Promise<RecordedEvent<LinkedEvent>[]> {
    if (streamIds.length === 0) return [];
    const found = await this.sql.query<EventRow>(
      `SELECT ${EVENT_COLUMNS} FROM events
        WHERE stream_id IN (${streamIds.map(() => '?').join(', ')})
        ORDER BY position`,
      streamIds,
    );
    return found.map((row) => toRecordedEvent(row) as RecordedEvent<LinkedEvent>);
  }

  /** The paying (or claiming) customers' Posy Points entries that concern these purchases. */
  private async pointsOf(
    links: PurchaseLinks,
    orders: readonly RecordedEvent<OrderEvent>[],
  ): Promise<RecordedEvent<LinkedEvent>[]> {
    const ledgers = await this.streams(customersOf(links, orders).map(pointsStreamId));
    return ledgers.filter((event) => isPointsPurchaseEntry(event as PointsEvent, links));
  }

  /**
   * The cards issued for these gift-card orders. Their codes are new to the basket, so this
   * reads `GiftCardIssued` events by order number: a scan of the log's gift card issues (no
   * JSON index yet), run only for a basket that bought gift cards.
   */
  private async issuedBy(orderNumbers: string[]): Promise<RecordedEvent<LinkedEvent>[]> {
    if (orderNumbers.length === 0) return [];
    const orderNumberOf =
      this.sql.dialect === 'postgres'
        ? "data ->> 'orderNumber'"
        : "json_extract(data, '$.orderNumber')";
    const found = await this.sql.query<EventRow>(
      `SELECT ${EVENT_COLUMNS} FROM events
        WHERE type = 'GiftCardIssued'
          AND ${orderNumberOf} IN (${orderNumbers.map(() => '?').join(', ')})
        ORDER BY position`,
      orderNumbers,
    );
    return found.map((row) => toRecordedEvent(row) as RecordedEvent<LinkedEvent>);
  }
}
