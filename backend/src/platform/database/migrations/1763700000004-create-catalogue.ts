import {
  Table,
  TableForeignKey,
  TableIndex,
  type MigrationInterface,
  type QueryRunner,
  type TableColumnOptions,
} from 'typeorm';

const id: TableColumnOptions = { name: 'id', type: 'integer', isPrimary: true };
const text = (name: string): TableColumnOptions => ({ name, type: 'text' });
const varchar = (name: string, length: number, nullable = false): TableColumnOptions => ({
  name,
  type: 'varchar',
  length: String(length),
  isNullable: nullable,
});
const integer = (name: string): TableColumnOptions => ({ name, type: 'integer' });
const boolean = (name: string): TableColumnOptions => ({ name, type: 'boolean' });

/** The relational catalogue (issue 3): categories, filters, products, variants, pots, addons, tabs. */
export class CreateCatalogue1763700000004 implements MigrationInterface {
  name = 'CreateCatalogue1763700000004';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'categories',
        columns: [
          id,
          varchar('name', 100),
          { ...varchar('slug', 100), isUnique: true },
          varchar('title', 200),
          varchar('meta_description', 400),
          text('description'),
          varchar('default_sort', 20),
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'attribute_groups',
        columns: [id, varchar('name', 100), integer('sort_order')],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'attributes',
        columns: [id, integer('group_id'), varchar('name', 100), integer('sort_order')],
        foreignKeys: [
          new TableForeignKey({
            columnNames: ['group_id'],
            referencedTableName: 'attribute_groups',
            referencedColumnNames: ['id'],
          }),
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'products',
        columns: [
          id,
          { ...varchar('sku', 60), isUnique: true },
          varchar('name', 200),
          { ...varchar('slug', 200), isUnique: true },
          varchar('distributor', 40),
          integer('price'),
          integer('discount'),
          varchar('price_label', 60, true),
          text('description'),
          text('bullet_points'),
          text('contents'),
          text('tags'),
          integer('sorting_order'),
          boolean('available'),
          boolean('is_age_restricted'),
          boolean('is_personalisable'),
          boolean('is_customisable'),
          integer('posy_points'),
          varchar('image_motif', 20),
          text('image_colours'),
          text('related_ids'),
          text('addon_ids'),
        ],
      }),
    );
    for (const [table, column, referenced] of [
      ['product_categories', 'category_id', 'categories'],
      ['product_attributes', 'attribute_id', 'attributes'],
    ] as const) {
      await queryRunner.createTable(
        new Table({
          name: table,
          columns: [
            { ...integer('product_id'), isPrimary: true },
            { ...integer(column), isPrimary: true },
          ],
          foreignKeys: [
            new TableForeignKey({
              columnNames: ['product_id'],
              referencedTableName: 'products',
              referencedColumnNames: ['id'],
              onDelete: 'CASCADE',
            }),
            new TableForeignKey({
              columnNames: [column],
              referencedTableName: referenced,
              referencedColumnNames: ['id'],
              onDelete: 'CASCADE',
            }),
          ],
        }),
      );
      await queryRunner.createIndex(
        table,
        new TableIndex({ name: `${table}_${column}_idx`, columnNames: [column] }),
      );
    }
    await queryRunner.createTable(
      new Table({
        name: 'variants',
        columns: [
          id,
          integer('product_id'),
          varchar('description', 60),
          integer('price'),
          integer('discount'),
          integer('sort_order'),
        ],
        foreignKeys: [
          new TableForeignKey({
            columnNames: ['product_id'],
            referencedTableName: 'products',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
          }),
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'pots',
        columns: [
          id,
          varchar('name', 100),
          integer('price'),
          integer('discount'),
          text('description'),
          text('image_colours'),
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'addons',
        columns: [
          id,
          { ...varchar('sku', 60), isUnique: true },
          varchar('name', 100),
          integer('price'),
          text('description'),
          text('image_colours'),
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'product_tabs',
        columns: [id, varchar('name', 100), varchar('type', 40), text('content'), text('reviews')],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of [
      'product_tabs',
      'addons',
      'pots',
      'variants',
      'product_attributes',
      'product_categories',
      'products',
      'attributes',
      'attribute_groups',
      'categories',
    ]) {
      await queryRunner.dropTable(table);
    }
  }
}
