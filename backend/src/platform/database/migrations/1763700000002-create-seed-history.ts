import { Table, type MigrationInterface, type QueryRunner } from 'typeorm';
import { schemaTypes } from '../schema-types';

/** Which seeders have filled the database, so each runs once per database. */
export class CreateSeedHistory1763700000002 implements MigrationInterface {
  name = 'CreateSeedHistory1763700000002';

  async up(queryRunner: QueryRunner): Promise<void> {
    const t = schemaTypes(queryRunner);
    await queryRunner.createTable(
      new Table({
        name: 'seed_history',
        columns: [
          { name: 'name', type: 'varchar', length: '200', isPrimary: true },
          { name: 'applied_at', type: t.timestamp },
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('seed_history');
  }
}
