import { Injectable } from '@nestjs/common';
import { emptyCheckoutState, type CheckoutOrder, type CheckoutState } from '@shop/contracts';
import { SqlDatabase } from '../../../platform/database/sql-database';
import { DomainError } from '../../../platform/domain-error';
import { parseJson } from '../../../platform/event-store/document-projection';
import { BASKET_MESSAGES } from '../../domain/basket.messages';
import { cardImageUrl, shownPhotoIds } from '../../domain/card-personalisation';
import { EventStore } from '../../../platform/event-store/event-store';
import {
  CHECKOUT_STATE_TABLE,
  currentCheckout,
  foldCheckoutState,
  type CheckoutDocument,
} from './checkout-state.projection';

/** Baskets read per query when looking for the photos in use. */
const PHOTO_SCAN_PAGE = 500;

/** Reads a basket's checkout state: one query, on the inline projection. */
@Injectable()
export class CheckoutStateQueries {
  constructor(
    private readonly sql: SqlDatabase,
    private readonly store: EventStore,
  ) {}

  /**
   * The checkout state with the basket stream's version it stands for, read together (what a
   * payment works its amount out from). A document written before versions were kept is folded
   * from the stream instead, so the pair is always one moment of the basket.
   */
  async forStreamWithVersion(
    streamId: string,
  ): Promise<{ checkout: CheckoutState; version: number }> {
    const [row] = await this.sql.query<{ data: unknown }>(
      `SELECT data FROM ${CHECKOUT_STATE_TABLE} WHERE id = ?`,
      [streamId],
    );
    if (!row) return { checkout: emptyCheckoutState(), version: 0 };
    const document = parseJson(row.data) as CheckoutDocument;
    if (document.version !== undefined) {
      return { checkout: currentCheckout(document.checkout), version: document.version };
    }
    const events = await this.store.readStream(streamId);
    return { checkout: foldCheckoutState(events), version: events.at(-1)?.streamVersion ?? 0 };
  }

  async forStream(streamId: string): Promise<CheckoutState> {
    const [row] = await this.sql.query<{ data: unknown }>(
      `SELECT data FROM ${CHECKOUT_STATE_TABLE} WHERE id = ?`,
      [streamId],
    );
    return row
      ? currentCheckout((parseJson(row.data) as CheckoutDocument).checkout)
      : emptyCheckoutState();
  }

  /** The order at a 1-based index (as in `/checkout/{n}`), or a 404 when the basket has none. */
  async orderAt(streamId: string, orderIndex: number): Promise<CheckoutOrder> {
    const order = (await this.forStream(streamId)).purchase.orders[orderIndex - 1];
    if (!order) throw new DomainError(BASKET_MESSAGES.orderNotFound, 404);
    return order;
  }

  /**
   * The ids of the card photos any basket's orders show now, for the sweep of unused photos.
   * Every basket is read, a page at a time in id order with a pause between pages (on SQLite each
   * query holds the event loop); only baskets whose text mentions a photo address are parsed.
   */
  async cardImageIdsInUse(): Promise<Set<string>> {
    const inUse = new Set<string>();
    const mentionsPhoto = `%${cardImageUrl('')}%`;
    let after: string | null = null;
    for (;;) {
      const page: { id: string; data: unknown }[] = await this.sql.query(
        `SELECT id, CASE WHEN CAST(data AS TEXT) LIKE ? THEN data END AS data FROM ${CHECKOUT_STATE_TABLE}` +
          (after === null ? '' : ' WHERE id > ?') +
          ' ORDER BY id LIMIT ?',
        after === null ? [mentionsPhoto, PHOTO_SCAN_PAGE] : [mentionsPhoto, after, PHOTO_SCAN_PAGE],
      );
      for (const row of page) {
        if (row.data === null) continue;
        const { checkout } = parseJson(row.data) as CheckoutDocument;
        for (const order of checkout.purchase.orders) {
          for (const item of order.orderItems) {
            for (const id of shownPhotoIds(item.orderItemPersonalisationConfiguration)) {
              inUse.add(id);
            }
          }
        }
      }
      if (page.length < PHOTO_SCAN_PAGE) return inUse;
      after = page[page.length - 1].id;
      await new Promise((resolve) => setImmediate(resolve));
    }
  }
}
