import { Table, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { schemaTypes } from '../schema-types';

/**
 * Discount codes (the `discount` module): the codes a shop owner adds, and the placed baskets
 * that used one (counted against each code's usage limits).
 */
export class CreateDiscountCodes1763700000048 implements MigrationInterface {
  name = 'CreateDiscountCodes1763700000048';

  async up(queryRunner: QueryRunner): Promise<void> {
    const t = schemaTypes(queryRunner);
    await queryRunner.createTable(
      new Table({
        name: 'discount_codes',
        columns: [
          { name: 'code', type: 'varchar', length: '40', isPrimary: true },
          { name: 'percent_off', type: 'integer', isNullable: true },
          { name: 'amount_off', type: 'integer', isNullable: true },
          { name: 'scope', type: 'varchar', length: '20' },
          { name: 'minimum_spend', type: 'integer' },
          { name: 'requirement_message', type: 'varchar', length: '200' },
          { name: 'is_code_visible', type: 'boolean' },
          { name: 'valid_from', type: 'varchar', length: '10', isNullable: true },
          { name: 'valid_until', type: 'varchar', length: '10', isNullable: true },
          { name: 'fallback_code', type: 'varchar', length: '40', isNullable: true },
          { name: 'usage_limit', type: 'integer', isNullable: true },
          { name: 'per_customer_limit', type: 'integer', isNullable: true },
          { name: 'affiliate_id', type: 'varchar', length: '40', isNullable: true, isUnique: true },
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'discount_redemptions',
        columns: [
          { name: 'basket_id', type: 'varchar', length: '100', isPrimary: true },
          { name: 'code', type: 'varchar', length: '40' },
          { name: 'customer_email', type: 'varchar', length: '320' },
          { name: 'discount_pence', type: 'integer' },
          { name: 'position', type: t.bigint },
        ],
      }),
    );
    await queryRunner.createIndex(
      'discount_redemptions',
      new TableIndex({
        name: 'discount_redemptions_code',
        columnNames: ['code', 'customer_email'],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('discount_redemptions');
    await queryRunner.dropTable('discount_codes');
  }
}
