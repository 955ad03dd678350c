import { Table, TableColumn, type MigrationInterface, type QueryRunner } from 'typeorm';
import { createDocumentTable } from '../document-table';
import { schemaTypes } from '../schema-types';

/**
 * Orders and payment: the placed-orders read model (one document per tracking number), the
 * purchases read model (one per placed basket), the built-in test payment provider's own
 * records, and the basket a session took over from when paying replaced it.
 */
export class CreateOrders1763700000030 implements MigrationInterface {
  name = 'CreateOrders1763700000030';

  async up(queryRunner: QueryRunner): Promise<void> {
    const t = schemaTypes(queryRunner);
    await createDocumentTable(queryRunner, 'placed_orders');
    await createDocumentTable(queryRunner, 'purchases');
    await createDocumentTable(queryRunner, 'payment_attempts');
    await queryRunner.createTable(
      new Table({
        name: 'test_payments',
        columns: [
          // One row per idempotency key: a retry answers the recorded outcome.
          { name: 'idempotency_key', type: 'varchar', length: '200', isPrimary: true },
          { name: 'payment_id', type: 'varchar', length: '64', isUnique: true },
          { name: 'provider_payment_id', type: 'varchar', length: '64' },
          { name: 'amount', type: 'integer' },
          { name: 'payment_method', type: 'varchar', length: '100' },
          { name: 'status', type: 'varchar', length: '20' },
          { name: 'reason', type: 'varchar', length: '40', isNullable: true },
          { name: 'refunded', type: 'integer', default: 0 },
          { name: 'created_at', type: t.timestamp },
        ],
      }),
    );
    await queryRunner.addColumn(
      'sessions',
      new TableColumn({
        name: 'previous_basket_id',
        type: 'varchar',
        length: '64',
        isNullable: true,
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('sessions', 'previous_basket_id');
    await queryRunner.dropTable('test_payments');
    await queryRunner.dropTable('payment_attempts');
    await queryRunner.dropTable('purchases');
    await queryRunner.dropTable('placed_orders');
  }
}
