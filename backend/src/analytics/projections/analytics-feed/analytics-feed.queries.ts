import { Injectable } from '@nestjs/common';
import type { AnalyticsEventData, AnalyticsEventName } from '@shop/contracts';
import { SqlDatabase } from '../../../platform/database/sql-database';
import { parseJson } from '../../../platform/event-store/document-projection';
import type { AnalyticsEventRow } from '../../domain/analytics-record';

interface StoredRow {
  position: number | string;
  id: string;
  type: AnalyticsEventName;
  basket_id: string;
  occurred_at: string;
  data: unknown;
}

/** How consumers read the feed. */
@Injectable()
export class AnalyticsFeedQueries {
  constructor(private readonly sql: SqlDatabase) {}

  /**
   * Events after `after` in position order. A plain ordered read is gap-free here because only
   * the subscriber writes, one transaction at a time in position order (see
   * AnalyticsFeedSubscriber): no row below a visible one can still be uncommitted.
   */
  async after(after: number, limit: number): Promise<AnalyticsEventRow[]> {
    const found = await this.sql.query<StoredRow>(
      'SELECT position, id, type, basket_id, occurred_at, data FROM analytics_events ' +
        'WHERE position > ? ORDER BY position LIMIT ?',
      [after, limit],
    );
    return found.map((row) => ({
      position: Number(row.position),
      id: row.id,
      type: row.type,
      basketId: row.basket_id,
      occurredAt: row.occurred_at,
      data: parseJson(row.data) as AnalyticsEventData,
    }));
  }
}
