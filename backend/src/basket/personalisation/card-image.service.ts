import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { CARD_IMAGE_MESSAGES, CARD_IMAGES_PER_SESSION, type CardImageType } from '@shop/contracts';
import { DomainError } from '../../platform/domain-error';
import { Clock } from '../../platform/clock/clock';
import { exec, rows, SqlDatabase } from '../../platform/database/sql-database';
import { CardImageBudgets } from './card-image-budgets';
import { CARD_IMAGE_BYTES_PER_SESSION } from './card-image-limits';

export interface StoredCardImage {
  contentType: CardImageType;
  bytes: Buffer;
}

/** The ids `store` hands out (random UUIDs, lower case); anything else is never looked up. */
const IMAGE_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** What a session's photos take: how many, and their bytes. */
const USAGE_SQL =
  'SELECT COUNT(*) AS count, COALESCE(SUM(size), 0) AS bytes FROM card_images WHERE session_id = ?';

/**
 * First key of the per-session advisory lock on PostgreSQL ('card' in ASCII), so it never
 * meets a lock another part of the shop takes on the same hash.
 */
const SESSION_LOCK_SPACE = 0x63617264;

/** True while a session's photos, plus one of `adding` bytes, stay within both caps. */
function withinCaps(usage: { count: number | string; bytes: number | string }, adding: number) {
  return (
    Number(usage.count) < CARD_IMAGES_PER_SESSION &&
    Number(usage.bytes) + adding <= CARD_IMAGE_BYTES_PER_SESSION
  );
}

/** Personalised cards' photos, kept in the database and readable only by their own session. */
@Injectable()
export class CardImageService {
  constructor(
    private readonly sql: SqlDatabase,
    private readonly clock: Clock,
    private readonly budgets: CardImageBudgets,
  ) {}

  /**
   * Refuses (429) a session that already holds as many photos, or as many bytes of them, as it
   * may: checked before an upload is decoded, so a session at its cap costs no decoding. `store`
   * checks again, atomically.
   */
  async assertRoomFor(sessionId: string): Promise<void> {
    const [usage] = await this.sql.query<{ count: number | string; bytes: number | string }>(
      USAGE_SQL,
      [sessionId],
    );
    if (!withinCaps(usage, 1)) throw new DomainError(CARD_IMAGE_MESSAGES.tooMany, 429);
  }

  /**
   * Keeps `bytes` for `sessionId` and returns the new photo's id, unless the session would then
   * hold more than 30 photos or 40 MB, or the photo would overspend the budget of `address` or of
   * the shop (CardImageBudgets): 429 with the reason. Counting and inserting happen in one
   * transaction that no other upload of the same session can interleave with, however many run
   * at once.
   */
  async store(
    sessionId: string,
    contentType: CardImageType,
    bytes: Buffer,
    address: string,
  ): Promise<string> {
    const id = randomUUID();
    const now = this.clock.now();
    const row = [id, sessionId, contentType, bytes, bytes.length, now, now];
    // SQLite: the transaction begins IMMEDIATE on the one connection, so uploads already run one
    // after another. PostgreSQL: uploads run on separate pooled connections, and two of them
    // could both count 29 and both insert; the lock (held until commit) makes the next upload of
    // this session count only after this one's insert is visible.
    const lock =
      this.sql.dialect === 'postgres' ? 'SELECT pg_advisory_xact_lock(?, hashtext(?))' : null;
    const budgets = this.budgets;
    const stored = await this.sql.transaction(function* () {
      if (lock) yield* exec(lock, [SESSION_LOCK_SPACE, sessionId]);
      const [usage] = yield* rows<{ count: number | string; bytes: number | string }>(USAGE_SQL, [
        sessionId,
      ]);
      if (!withinCaps(usage, bytes.length)) return false;
      yield* budgets.take(address, bytes.length);
      yield* exec(
        'INSERT INTO card_images (id, session_id, content_type, bytes, size, created_at, used_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
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

  /**
   * True when `sessionId` uploaded the photo `id`, which is then marked as just chosen: the sweep
   * keeps it for another day, so a photo chosen while a sweep runs is never deleted under the
   * card that shows it (once deleted, it is not found here and the card is refused instead).
   */
  async claim(sessionId: string, id: string): Promise<boolean> {
    if (!IMAGE_ID.test(id)) return false;
    const claimed = await this.sql.query(
      'UPDATE card_images SET used_at = ? WHERE id = ? AND session_id = ? RETURNING id',
      [this.clock.now(), id, sessionId],
    );
    return claimed.length > 0;
  }

  /**
   * Hands the photos of basket `fromBasketId` to basket `toBasketId`: the earlier basket's orders
   * were merged into the new one on sign-in, and their cards show the same photos there. The
   * earlier basket is left without orders anyone works on. Resolves to the number moved.
   */
  async moveTo(fromBasketId: string, toBasketId: string): Promise<number> {
    const moved = await this.sql.query(
      'UPDATE card_images SET session_id = ? WHERE session_id = ? RETURNING id',
      [toBasketId, fromBasketId],
    );
    return moved.length;
  }

  /**
   * Up to `limit` ids, in id order after `afterId`, of photos neither uploaded nor chosen since
   * `before`.
   */
  async idleSince(before: Date, afterId: string | null, limit: number): Promise<string[]> {
    const found = await this.sql.query<{ id: string }>(
      afterId === null
        ? 'SELECT id FROM card_images WHERE used_at < ? ORDER BY id LIMIT ?'
        : 'SELECT id FROM card_images WHERE used_at < ? AND id > ? ORDER BY id LIMIT ?',
      afterId === null ? [before, limit] : [before, afterId, limit],
    );
    return found.map((row) => row.id);
  }

  /** Deletes those of `ids` still neither uploaded nor chosen since `before`; answers how many. */
  async deleteIdle(ids: readonly string[], before: Date): Promise<number> {
    if (ids.length === 0) return 0;
    const deleted = await this.sql.query(
      `DELETE FROM card_images WHERE used_at < ? AND id IN (${ids.map(() => '?').join(', ')}) RETURNING id`,
      [before, ...ids],
    );
    return deleted.length;
  }
}
