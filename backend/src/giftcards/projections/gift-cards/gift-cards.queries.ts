import { Injectable } from '@nestjs/common';
import { SqlDatabase } from '../../../platform/database/sql-database';
import { parseJson } from '../../../platform/event-store/document-projection';
import { GIFT_CARDS_TABLE, type GiftCardDocument } from './gift-cards.projection';

/** Reads cards from the inline projection: one query each. */
@Injectable()
export class GiftCardsQueries {
  constructor(private readonly sql: SqlDatabase) {}

  /** The card with this code (in its stored form), or null. */
  async byCode(code: string): Promise<GiftCardDocument | null> {
    const [row] = await this.sql.query<{ data: unknown }>(
      `SELECT data FROM ${GIFT_CARDS_TABLE} WHERE id = ?`,
      [code],
    );
    return row ? (parseJson(row.data) as GiftCardDocument) : null;
  }
}
