import { Table, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { schemaTypes } from '../schema-types';

/**
 * The customer's address book (accounts module): recipients saved to fill the checkout with one
 * click. `entry_number` counts the customer's additions (1, 2, ...), so "the newest" is exact
 * even when two addresses share a timestamp; the unique index on it also serves every lookup by
 * customer.
 */
export class CreateCustomerAddresses1763700000051 implements MigrationInterface {
  name = 'CreateCustomerAddresses1763700000051';

  async up(queryRunner: QueryRunner): Promise<void> {
    const t = schemaTypes(queryRunner);
    await queryRunner.createTable(
      new Table({
        name: 'customer_addresses',
        columns: [
          { name: 'id', type: 'varchar', length: '36', isPrimary: true },
          { name: 'customer_id', type: 'varchar', length: '36' },
          { name: 'entry_number', type: 'integer' },
          { name: 'label', type: 'varchar', length: '40', isNullable: true },
          { name: 'recipient_name', type: 'varchar', length: '100' },
          { name: 'address_line1', type: 'varchar', length: '100' },
          { name: 'address_line2', type: 'varchar', length: '100' },
          { name: 'address_line3', type: 'varchar', length: '100' },
          { name: 'town', type: 'varchar', length: '60' },
          { name: 'postcode', type: 'varchar', length: '10' },
          { name: 'is_default', type: 'boolean', default: false },
          { name: 'created_at', type: t.timestamp },
          { name: 'updated_at', type: t.timestamp },
        ],
      }),
    );
    await queryRunner.createIndex(
      'customer_addresses',
      new TableIndex({
        name: 'customer_addresses_customer',
        columnNames: ['customer_id', 'entry_number'],
        isUnique: true,
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('customer_addresses');
  }
}
