import { Table, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { schemaTypes } from '../schema-types';

/**
 * The analytics feed (issue 5): events mirrored from the log, numbered by `position` (the
 * consumers' cursor), at most one per source event and type; and the consumers' API keys,
 * stored as SHA-256 only.
 */
export class CreateAnalyticsFeed1763700000008 implements MigrationInterface {
  name = 'CreateAnalyticsFeed1763700000008';

  async up(queryRunner: QueryRunner): Promise<void> {
    const t = schemaTypes(queryRunner);
    await queryRunner.createTable(
      new Table({
        name: 'analytics_events',
        columns: [
          // Assigned by the one subscriber holding the checkpoint, not generated: see
          // analytics-feed.subscriber.ts for why that makes reads by position gap-free.
          { name: 'position', type: t.bigint, isPrimary: true },
          // Name-based from (source_event_id, type), so the unique key below covers it too.
          { name: 'id', type: 'varchar', length: '36' },
          { name: 'type', type: 'varchar', length: '64' },
          { name: 'source_event_id', type: 'varchar', length: '64' },
          { name: 'source_position', type: t.bigint },
          { name: 'basket_id', type: 'varchar', length: '200' },
          { name: 'occurred_at', type: 'varchar', length: '30' },
          { name: 'data', type: t.json },
        ],
      }),
    );
    await queryRunner.createIndex(
      'analytics_events',
      new TableIndex({
        name: 'analytics_events_source_key',
        columnNames: ['source_event_id', 'type'],
        isUnique: true,
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'analytics_api_keys',
        columns: [
          { name: 'id', type: 'varchar', length: '36', isPrimary: true },
          { name: 'name', type: 'varchar', length: '100' },
          { name: 'key_hash', type: 'varchar', length: '64', isUnique: true },
          { name: 'key_prefix', type: 'varchar', length: '20' },
          { name: 'created_at', type: 'varchar', length: '30' },
          { name: 'revoked_at', type: 'varchar', length: '30', isNullable: true },
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('analytics_api_keys');
    await queryRunner.dropTable('analytics_events');
  }
}
