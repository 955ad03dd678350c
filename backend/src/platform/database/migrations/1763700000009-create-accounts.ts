import { Table, TableColumn, type MigrationInterface, type QueryRunner } from 'typeorm';
import { schemaTypes } from '../schema-types';

/**
 * Accounts (support staff now; customers later share the table and the sign-in machinery), and
 * the account and role a session is signed in as. A session row is still written once and never
 * updated: signing in mints a new session, so the in-process session cache never goes stale.
 */
export class CreateAccounts1763700000009 implements MigrationInterface {
  name = 'CreateAccounts1763700000009';

  async up(queryRunner: QueryRunner): Promise<void> {
    const t = schemaTypes(queryRunner);
    await queryRunner.createTable(
      new Table({
        name: 'accounts',
        columns: [
          { name: 'id', type: 'varchar', length: '36', isPrimary: true },
          // Stored lower-cased, so the unique key is case-insensitive.
          { name: 'email', type: 'varchar', length: '254', isUnique: true },
          { name: 'name', type: 'varchar', length: '100' },
          // `scrypt$N$r$p$salt$hash`: the parameters travel with the hash.
          { name: 'password_hash', type: 'varchar', length: '300' },
          { name: 'role', type: 'varchar', length: '20' },
          { name: 'created_at', type: t.timestamp },
        ],
      }),
    );
    await queryRunner.addColumns('sessions', [
      new TableColumn({ name: 'account_id', type: 'varchar', length: '36', isNullable: true }),
      new TableColumn({ name: 'role', type: 'varchar', length: '20', isNullable: true }),
    ]);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('sessions', 'role');
    await queryRunner.dropColumn('sessions', 'account_id');
    await queryRunner.dropTable('accounts');
  }
}
