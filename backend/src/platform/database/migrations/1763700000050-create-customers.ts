import { Table, TableColumn, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { schemaTypes } from '../schema-types';

/**
 * Customer accounts (accounts module): the customer, the single-use keys mailed to them (magic
 * sign-in links, password resets, email changes), and which basket a session works on. A
 * session's basket is its own unless signing in carried a guest's basket over (`basket_id`); a
 * customer's latest basket is kept on the customer, so the next sign-in finds it again.
 */
export class CreateCustomers1763700000050 implements MigrationInterface {
  name = 'CreateCustomers1763700000050';

  async up(queryRunner: QueryRunner): Promise<void> {
    const t = schemaTypes(queryRunner);
    await queryRunner.createTable(
      new Table({
        name: 'customers',
        columns: [
          { name: 'id', type: 'varchar', length: '36', isPrimary: true },
          // Stored lower-cased, so the unique key is case-insensitive.
          { name: 'email', type: 'varchar', length: '254', isUnique: true },
          { name: 'name', type: 'varchar', length: '100' },
          { name: 'phone', type: 'varchar', length: '30', isNullable: true },
          // `scrypt$N$r$p$salt$hash`, as staff passwords.
          { name: 'password_hash', type: 'varchar', length: '300' },
          { name: 'business_customer', type: 'boolean', default: false },
          { name: 'mail_shot', type: 'boolean', default: true },
          { name: 'referral_token', type: 'varchar', length: '40', isUnique: true },
          { name: 'referred_by', type: 'varchar', length: '36', isNullable: true },
          { name: 'basket_id', type: 'varchar', length: '64', isNullable: true },
          { name: 'created_at', type: t.timestamp },
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'customer_keys',
        columns: [
          { name: 'id', type: 'varchar', length: '64', isPrimary: true },
          { name: 'customer_id', type: 'varchar', length: '36' },
          { name: 'purpose', type: 'varchar', length: '30' },
          { name: 'new_email', type: 'varchar', length: '254', isNullable: true },
          { name: 'expires_at', type: t.timestamp },
          { name: 'used_at', type: t.timestamp, isNullable: true },
          { name: 'created_at', type: t.timestamp },
        ],
      }),
    );
    await queryRunner.createIndex(
      'customer_keys',
      new TableIndex({ name: 'customer_keys_customer', columnNames: ['customer_id'] }),
    );
    await queryRunner.addColumn(
      'sessions',
      new TableColumn({ name: 'basket_id', type: 'varchar', length: '64', isNullable: true }),
    );
    await queryRunner.createIndex(
      'sessions',
      new TableIndex({ name: 'sessions_customer', columnNames: ['customer_id'] }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropIndex('sessions', 'sessions_customer');
    await queryRunner.dropColumn('sessions', 'basket_id');
    await queryRunner.dropTable('customer_keys');
    await queryRunner.dropTable('customers');
  }
}
