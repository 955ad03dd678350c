import { Table, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * Uses of discount codes, one per payment attempt that carried a code which takes something
 * off: reserved when the payment starts (in its transaction, so racing payments cannot all slip
 * under a code's limits), used when the basket is placed, released when the attempt is declined
 * or abandoned. Purchases placed before reservations are carried over as used.
 */
export class CreateDiscountCodeUses1763700000070 implements MigrationInterface {
  name = 'CreateDiscountCodeUses1763700000070';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'discount_code_uses',
        columns: [
          { name: 'payment_id', type: 'varchar', length: '110', isPrimary: true },
          { name: 'code', type: 'varchar', length: '40' },
          { name: 'customer_email', type: 'varchar', length: '320' },
          { name: 'status', type: 'varchar', length: '10' },
        ],
      }),
    );
    await queryRunner.createIndex(
      'discount_code_uses',
      new TableIndex({
        name: 'discount_code_uses_code',
        columnNames: ['code', 'customer_email'],
      }),
    );
    await queryRunner.query(
      `INSERT INTO discount_code_uses (payment_id, code, customer_email, status)
       SELECT 'basket:' || basket_id, code, customer_email, 'used' FROM discount_redemptions`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('discount_code_uses');
  }
}
