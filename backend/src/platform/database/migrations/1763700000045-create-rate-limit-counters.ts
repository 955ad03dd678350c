import { Table, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { schemaTypes } from '../schema-types';

/**
 * Rate-limit counters (platform/rate-limit): hits per scope and subject in short buckets, kept in
 * the database so every instance counts against the same numbers. `subject` is a hash, never an
 * address or session id in clear; rows are swept once `expires_at` (epoch ms) has passed.
 */
export class CreateRateLimitCounters1763700000045 implements MigrationInterface {
  name = 'CreateRateLimitCounters1763700000045';

  async up(queryRunner: QueryRunner): Promise<void> {
    const t = schemaTypes(queryRunner);
    await queryRunner.createTable(
      new Table({
        name: 'rate_limit_counters',
        columns: [
          { name: 'scope', type: 'varchar', length: '40', isPrimary: true },
          { name: 'subject', type: 'varchar', length: '64', isPrimary: true },
          { name: 'bucket_start', type: t.bigint, isPrimary: true },
          { name: 'hits', type: 'integer' },
          { name: 'expires_at', type: t.bigint },
        ],
      }),
    );
    await queryRunner.createIndex(
      'rate_limit_counters',
      new TableIndex({ name: 'rate_limit_counters_expiry', columnNames: ['expires_at'] }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('rate_limit_counters');
  }
}
