import { Table, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { schemaTypes } from '../schema-types';

/** The event log and the checkpoints of async subscribers (docs/event-store.md). */
export class CreateEventStore1763700000000 implements MigrationInterface {
  name = 'CreateEventStore1763700000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const t = schemaTypes(queryRunner);
    await queryRunner.createTable(
      new Table({
        name: 'events',
        columns: [
          {
            name: 'position',
            type: t.bigIncrement,
            isPrimary: true,
            isGenerated: true,
            generationStrategy: 'increment',
          },
          { name: 'stream_id', type: 'varchar', length: '200' },
          { name: 'stream_version', type: 'integer' },
          { name: 'type', type: 'varchar', length: '200' },
          { name: 'data', type: t.json },
          { name: 'metadata', type: t.json },
          // PostgreSQL only: the writing transaction, for the gap-safe readAll visibility rule.
          ...(t.postgres
            ? [{ name: 'transaction_id', type: 'xid8', default: 'pg_current_xact_id()' }]
            : []),
        ],
      }),
    );
    await queryRunner.createIndex(
      'events',
      new TableIndex({
        name: 'events_stream_version_key',
        columnNames: ['stream_id', 'stream_version'],
        isUnique: true,
      }),
    );
    if (t.postgres) {
      await queryRunner.createIndex(
        'events',
        new TableIndex({
          name: 'events_transaction_position_idx',
          columnNames: ['transaction_id', 'position'],
        }),
      );
    }
    await queryRunner.createTable(
      new Table({
        name: 'checkpoints',
        columns: [
          { name: 'subscriber', type: 'varchar', length: '200', isPrimary: true },
          { name: 'position', type: t.bigint },
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('checkpoints');
    await queryRunner.dropTable('events');
  }
}
