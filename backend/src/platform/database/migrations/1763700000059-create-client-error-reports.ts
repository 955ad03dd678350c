import { Table, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { schemaTypes } from '../schema-types';

/**
 * Error reports from the storefront (support module, `POST /api/client-errors`): what the
 * browser caught, with the reporting session's own customer (null for a guest) and the request's
 * `User-Agent`. Read by staff newest first and swept after 30 days, both by `created_at`.
 */
export class CreateClientErrorReports1763700000059 implements MigrationInterface {
  name = 'CreateClientErrorReports1763700000059';

  async up(queryRunner: QueryRunner): Promise<void> {
    const t = schemaTypes(queryRunner);
    await queryRunner.createTable(
      new Table({
        name: 'client_error_reports',
        columns: [
          {
            name: 'id',
            type: t.bigIncrement,
            isPrimary: true,
            isGenerated: true,
            generationStrategy: 'increment',
          },
          { name: 'created_at', type: t.timestamp },
          { name: 'customer_id', type: 'varchar', length: '36', isNullable: true },
          { name: 'session_id', type: 'varchar', length: '64', isNullable: true },
          { name: 'source', type: 'varchar', length: '20' },
          // Lengths are checked in UTF-16 units, as the storefront counts them: text, not varchar.
          { name: 'name', type: 'text', isNullable: true },
          { name: 'message', type: 'text' },
          { name: 'stack', type: 'text', isNullable: true },
          { name: 'url', type: 'text' },
          { name: 'status', type: 'integer', isNullable: true },
          { name: 'user_agent', type: 'varchar', length: '300', isNullable: true },
        ],
      }),
    );
    await queryRunner.createIndex(
      'client_error_reports',
      new TableIndex({ name: 'client_error_reports_created', columnNames: ['created_at'] }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('client_error_reports');
  }
}
