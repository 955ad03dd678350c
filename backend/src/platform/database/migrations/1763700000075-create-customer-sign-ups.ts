import { Table, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { schemaTypes } from '../schema-types';

/**
 * Sign-ups waiting for their email to be confirmed (accounts module, `POST /api/sign-up`): the
 * details and the password's hash, kept until the link mailed to the address is followed (the
 * account is made then) or the row expires (swept). Several may wait for one email; the
 * `customers` table's unique email lets one become an account.
 */
export class CreateCustomerSignUps1763700000075 implements MigrationInterface {
  name = 'CreateCustomerSignUps1763700000075';

  async up(queryRunner: QueryRunner): Promise<void> {
    const t = schemaTypes(queryRunner);
    await queryRunner.createTable(
      new Table({
        name: 'customer_sign_ups',
        columns: [
          // The key's id: the mailed link carries it signed (platform/signed-links).
          { name: 'id', type: 'varchar', length: '64', isPrimary: true },
          { name: 'email', type: 'varchar', length: '254' },
          { name: 'name', type: 'varchar', length: '100' },
          { name: 'phone', type: 'varchar', length: '30', isNullable: true },
          { name: 'mail_shot', type: 'boolean' },
          { name: 'password_hash', type: 'varchar', length: '300' },
          { name: 'referral_token', type: 'varchar', length: '40', isNullable: true },
          { name: 'expires_at', type: t.timestamp },
          { name: 'used_at', type: t.timestamp, isNullable: true },
          { name: 'created_at', type: t.timestamp },
        ],
      }),
    );
    await queryRunner.createIndex(
      'customer_sign_ups',
      new TableIndex({ name: 'customer_sign_ups_expires', columnNames: ['expires_at'] }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('customer_sign_ups');
  }
}
