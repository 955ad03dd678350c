import { Table, type QueryRunner } from 'typeorm';
import type { SqlDialect } from './sql-database';
import { schemaTypes } from './schema-types';
import { assertTableName } from './table-name';

/** Migration helper: the table a DocumentProjection writes (`id`, `data` JSON, `position`). */
export async function createDocumentTable(queryRunner: QueryRunner, table: string): Promise<void> {
  assertTableName(table);
  const t = schemaTypes(queryRunner);
  await queryRunner.createTable(
    new Table({
      name: table,
      columns: [
        { name: 'id', type: 'varchar', length: '200', isPrimary: true },
        { name: 'data', type: t.json },
        { name: 'position', type: t.bigint },
      ],
    }),
  );
}

/** The same table as plain DDL, for the rebuild's fresh copy. */
export function documentTableDdl(dialect: SqlDialect, table: string): string {
  assertTableName(table);
  const json = dialect === 'postgres' ? 'jsonb' : 'text';
  const bigint = dialect === 'postgres' ? 'bigint' : 'integer';
  return `CREATE TABLE ${table} (id varchar(200) PRIMARY KEY NOT NULL, data ${json} NOT NULL, position ${bigint} NOT NULL)`;
}
