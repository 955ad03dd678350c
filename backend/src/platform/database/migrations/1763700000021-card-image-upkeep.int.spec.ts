import { openTestDataSource, testDialects } from '../scratch-database';
import { exec } from '../sql-database';
import { CardImageUpkeep1763700000021 } from './1763700000021-card-image-upkeep';
import { MIGRATIONS } from './index';

/** Undoing this migration undoes every later one first. */
const UNDO_COUNT = MIGRATIONS.length - MIGRATIONS.indexOf(CardImageUpkeep1763700000021);

describe.each(testDialects())('migration 1763700000021 card image upkeep on %s', (dialect) => {
  it('gives photos kept before it their size and upload time as last use', async () => {
    const db = await openTestDataSource(dialect);
    try {
      for (let i = 0; i < UNDO_COUNT; i++) await db.dataSource.undoLastMigration();
      const bytes = Buffer.from('a photo kept before the caps');
      const createdAt = new Date('2026-06-01T08:30:00Z');
      await db.sql.transaction(() =>
        exec(
          'INSERT INTO card_images (id, session_id, content_type, bytes, created_at) VALUES (?, ?, ?, ?, ?)',
          ['0f8fad5b-d9cb-469f-a165-70867728950e', 'session-1', 'image/png', bytes, createdAt],
        ),
      );
      await db.dataSource.runMigrations();
      const [row] = await db.sql.query<{ size: number | string; used_at: Date | string }>(
        'SELECT size, used_at FROM card_images',
      );
      expect(Number(row.size)).toBe(bytes.length);
      expect(new Date(row.used_at).toISOString()).toBe(createdAt.toISOString());
    } finally {
      await db.close();
    }
  });
});
