import { Table, TableForeignKey, type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * Distributors (who makes and sends a product) as reference data: each decides the delivery
 * methods, lead days and London cut-off of its products (docs/business-rules.md
 * "Delivery methods"). The rows are part of the migration so existing catalogues gain the foreign
 * key without a gap.
 */
const DISTRIBUTORS = [
  {
    name: 'Flowers',
    method_ids: 'standard,tracked,before-1pm,sunday',
    lead_days: 1,
    cut_off: '17:00',
  },
  { name: 'Plants', method_ids: 'tracked,before-1pm', lead_days: 2, cut_off: '14:00' },
  { name: 'Hampers', method_ids: 'tracked,before-1pm', lead_days: 2, cut_off: '14:00' },
  { name: 'Cards', method_ids: 'letterbox', lead_days: 1, cut_off: '17:00' },
  { name: 'Letterbox', method_ids: 'letterbox,tracked', lead_days: 1, cut_off: '17:00' },
  { name: 'Gift Cards', method_ids: '', lead_days: 0, cut_off: '00:00' },
];

export class CreateDistributors1763700000005 implements MigrationInterface {
  name = 'CreateDistributors1763700000005';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'distributors',
        columns: [
          { name: 'name', type: 'varchar', length: '40', isPrimary: true },
          { name: 'method_ids', type: 'varchar', length: '200' },
          { name: 'lead_days', type: 'integer' },
          { name: 'cut_off', type: 'varchar', length: '5' },
        ],
      }),
    );
    await queryRunner.manager
      .createQueryBuilder()
      .insert()
      .into('distributors', ['name', 'method_ids', 'lead_days', 'cut_off'])
      .values(DISTRIBUTORS)
      .execute();
    await queryRunner.createForeignKey(
      'products',
      new TableForeignKey({
        name: 'products_distributor_fk',
        columnNames: ['distributor'],
        referencedTableName: 'distributors',
        referencedColumnNames: ['name'],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropForeignKey('products', 'products_distributor_fk');
    await queryRunner.dropTable('distributors');
  }
}
