import { TableColumn, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { schemaTypes } from '../schema-types';

/**
 * When a session was last used (moved forward at most every few hours, see SessionService), so a
 * periodic sweep can delete guest sessions idle for `SESSION_IDLE_DAYS` with an empty basket.
 */
export class AddSessionLastSeen1763700000010 implements MigrationInterface {
  name = 'AddSessionLastSeen1763700000010';

  async up(queryRunner: QueryRunner): Promise<void> {
    const t = schemaTypes(queryRunner);
    await queryRunner.addColumn(
      'sessions',
      new TableColumn({ name: 'last_seen_at', type: t.timestamp, isNullable: true }),
    );
    await queryRunner.query('UPDATE sessions SET last_seen_at = created_at');
    await queryRunner.createIndex(
      'sessions',
      new TableIndex({ name: 'sessions_last_seen_at', columnNames: ['last_seen_at'] }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropIndex('sessions', 'sessions_last_seen_at');
    await queryRunner.dropColumn('sessions', 'last_seen_at');
  }
}
