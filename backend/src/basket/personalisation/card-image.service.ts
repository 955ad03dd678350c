import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { CARD_IMAGE_MESSAGES, CARD_IMAGES_PER_SESSION, type CardImageType } from '@shop/contracts';
import { DomainError } from '../../platform/domain-error';
import { Clock } from '../../platform/clock/clock';
import { exec, rows, SqlDatabase } from '../../platform/database/sql-database';

export interface StoredCardImage {
  contentType: CardImageType;
  bytes: Buffer;
}

/** The ids `store` hands out (random UUIDs, lower case); anything else is never looked up. */
const IMAGE_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Personalised cards' photos, kept in the database and readable only by their own session. */
@Injectable()
export class CardImageService {
  constructor(
    private readonly sql: SqlDatabase,
    private readonly clock: Clock,
  ) {}

  /** Keeps `bytes` for `sessionId` and returns the new photo's id. */
  async store(sessionId: string, contentType: CardImageType, bytes: Buffer): Promise<string> {
    const id = randomUUID();
    const row = [id, sessionId, contentType, bytes, this.clock.now()];
    const stored = await this.sql.transaction(function* () {
      const [{ count }] = yield* rows<{ count: number | string }>(
        'SELECT COUNT(*) AS count FROM card_images WHERE session_id = ?',
        [sessionId],
      );
      if (Number(count) >= CARD_IMAGES_PER_SESSION) return false;
      yield* exec(
        'INSERT INTO card_images (id, session_id, content_type, bytes, created_at) VALUES (?, ?, ?, ?, ?)',
        row,
      );
      return true;
    });
    if (!stored) throw new DomainError(CARD_IMAGE_MESSAGES.tooMany, 429);
    return id;
  }

  /** The photo `id` if `sessionId` uploaded it; null for another session's or an unknown id. */
  async find(sessionId: string, id: string): Promise<StoredCardImage | null> {
    // Checked first: PostgreSQL refuses a malformed uuid with an error rather than no rows.
    if (!IMAGE_ID.test(id)) return null;
    const [row] = await this.sql.query<{ content_type: CardImageType; bytes: Buffer }>(
      'SELECT content_type, bytes FROM card_images WHERE id = ? AND session_id = ?',
      [id, sessionId],
    );
    return row ? { contentType: row.content_type, bytes: Buffer.from(row.bytes) } : null;
  }

  /** True when `sessionId` uploaded the photo `id`. */
  async owns(sessionId: string, id: string): Promise<boolean> {
    if (!IMAGE_ID.test(id)) return false;
    const rows = await this.sql.query(
      'SELECT 1 AS found FROM card_images WHERE id = ? AND session_id = ?',
      [id, sessionId],
    );
    return rows.length > 0;
  }
}
