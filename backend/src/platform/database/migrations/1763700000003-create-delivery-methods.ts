import { Table, type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * The seeded delivery methods (docs/business-rules.md "Delivery methods"), kept in a table so a
 * shop owner could change them.
 */
export class CreateDeliveryMethods1763700000003 implements MigrationInterface {
  name = 'CreateDeliveryMethods1763700000003';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'delivery_methods',
        columns: [
          { name: 'id', type: 'varchar', length: '40', isPrimary: true },
          { name: 'name', type: 'varchar', length: '100' },
          { name: 'price', type: 'integer' },
          // ISO weekdays, comma separated ('2,3,4,5,6' = Tuesday to Saturday): portable and small.
          { name: 'weekdays', type: 'varchar', length: '20' },
          { name: 'requires_postcode_check', type: 'boolean' },
          { name: 'date_suffix', type: 'varchar', length: '40' },
          { name: 'override_method', type: 'varchar', length: '40', isNullable: true },
          { name: 'sort_order', type: 'integer' },
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('delivery_methods');
  }
}
