import type { QueryRunner } from 'typeorm';

/**
 * The few column types that differ between SQLite and PostgreSQL, so one set of migrations
 * written with TypeORM's portable schema API serves both.
 */
export function schemaTypes(queryRunner: QueryRunner) {
  const postgres = queryRunner.connection.options.type === 'postgres';
  return {
    postgres,
    /** A strictly increasing generated key. */
    bigIncrement: postgres ? 'bigint' : 'integer',
    bigint: postgres ? 'bigint' : 'integer',
    json: postgres ? 'jsonb' : 'text',
    timestamp: postgres ? 'timestamptz' : 'datetime',
  };
}
