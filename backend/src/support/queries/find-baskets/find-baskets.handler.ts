import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import {
  basketStreamId,
  ORDER_NUMBER_FORMAT,
  orderStreamId,
  type EventMetadata,
  type OrderEvent,
  type SupportBasketSearchResponse,
  type SupportBasketSummary,
} from '@shop/contracts';
import { CHECKOUT_STATE_TABLE, type CheckoutDocument } from '../../../basket';
import { SqlDatabase } from '../../../platform/database/sql-database';
import { parseJson } from '../../../platform/event-store/document-projection';
import { EventStore } from '../../../platform/event-store/event-store';
import { isBasketId } from '../../domain/basket-id';
import { basketStatusOf } from '../../domain/basket-status';
import { FindBaskets } from './find-baskets.query';

const MAX_RESULTS = 50;

interface FoundRow {
  id: string;
  data: unknown;
  stream_version: number | string;
  metadata: unknown;
  /** 1 or true once the basket has a BasketPlaced event (SQLite answers 1, PostgreSQL true). */
  placed: number | string | boolean;
}

/**
 * Finds baskets for the console by exact basket id, session id, an order id inside the basket,
 * a placed order's number (`P1234567`: its stream names the basket) or the customer's email (the
 * email given at checkout, or a customer account's: its latest basket),
 * newest activity first. The checkout-state document is the basket index: its `position` is the
 * basket's last event, joined for version and time.
 */
@QueryHandler(FindBaskets)
export class FindBasketsHandler implements IQueryHandler<FindBaskets> {
  constructor(
    private readonly sql: SqlDatabase,
    private readonly store: EventStore,
  ) {}

  async execute({ query }: FindBaskets): Promise<SupportBasketSearchResponse> {
    return { baskets: await this.find(query) };
  }

  private async find(query: string): Promise<SupportBasketSummary[]> {
    const q = query.trim();
    const ids = [isBasketId(q) ? q : null, basketStreamId(q), await this.placedBy(q)].filter(
      (id): id is string => !!id,
    );
    const postgres = this.sql.dialect === 'postgres';
    const orderIdOf = postgres ? "o.data ->> 'orderId'" : "json_extract(o.data, '$.orderId')";
    const emailOf = postgres
      ? "lower(c.data #>> '{checkout,customer,email}')"
      : "lower(json_extract(c.data, '$.checkout.customer.email'))";
    const found = await this.sql.query<FoundRow>(
      `SELECT c.id, c.data, e.stream_version, e.metadata,
              EXISTS (SELECT 1 FROM events p WHERE p.stream_id = c.id AND p.type = 'BasketPlaced')
                AS placed
       FROM ${CHECKOUT_STATE_TABLE} c JOIN events e ON e.position = c.position
       WHERE c.id IN (${ids.map(() => '?').join(', ')})
          OR c.id IN (SELECT o.stream_id FROM events o WHERE o.type = 'ProductAdded' AND ${orderIdOf} = ?)
          OR ${emailOf} = ?
          OR c.id IN (SELECT 'basket-' || u.basket_id FROM customers u WHERE u.email = ?)
       ORDER BY c.position DESC
       LIMIT ${MAX_RESULTS}`,
      [...ids, q, q.toLowerCase(), q.toLowerCase()],
    );
    return found
      .map((row) => {
        const { checkout } = parseJson(row.data) as CheckoutDocument;
        const metadata = parseJson(row.metadata) as EventMetadata;
        return {
          basketId: row.id,
          status: basketStatusOf(row.placed === true || Number(row.placed) === 1),
          orderCount: checkout.purchase.orders.length,
          total: checkout.purchase.total,
          customerEmail: checkout.customer.email || null,
          lastActivity: metadata.occurredAt,
          version: Number(row.stream_version),
        };
      })
      .sort((a, b) => b.lastActivity.localeCompare(a.lastActivity));
  }

  /** The basket that placed order `query` (`P1234567`, any case), or null. */
  private async placedBy(query: string): Promise<string | null> {
    const orderNumber = query.toUpperCase();
    if (!ORDER_NUMBER_FORMAT.test(orderNumber)) return null;
    const [placed] = await this.store.readStream<OrderEvent>(orderStreamId(orderNumber), {
      toVersion: 1,
    });
    return placed?.type === 'OrderPlaced' ? basketStreamId(placed.data.basketId) : null;
  }
}
