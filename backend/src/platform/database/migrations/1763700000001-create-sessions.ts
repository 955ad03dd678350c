import { Table, type MigrationInterface, type QueryRunner } from 'typeorm';
import { schemaTypes } from '../schema-types';

/** Shopper sessions: the cookie holds a random token, the table holds its SHA-256. */
export class CreateSessions1763700000001 implements MigrationInterface {
  name = 'CreateSessions1763700000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    const t = schemaTypes(queryRunner);
    await queryRunner.createTable(
      new Table({
        name: 'sessions',
        columns: [
          { name: 'id', type: 'varchar', length: '64', isPrimary: true },
          { name: 'customer_id', type: 'varchar', length: '64', isNullable: true },
          { name: 'created_at', type: t.timestamp },
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('sessions');
  }
}
