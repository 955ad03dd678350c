import {
  Table,
  TableForeignKey,
  TableIndex,
  type MigrationInterface,
  type QueryRunner,
  type TableColumnOptions,
} from 'typeorm';

const id: TableColumnOptions = { name: 'id', type: 'integer', isPrimary: true };
const varchar = (name: string, length: number, nullable = false): TableColumnOptions => ({
  name,
  type: 'varchar',
  length: String(length),
  isNullable: nullable,
});
const integer = (name: string, nullable = false): TableColumnOptions => ({
  name,
  type: 'integer',
  isNullable: nullable,
});
const boolean = (name: string): TableColumnOptions => ({ name, type: 'boolean' });

/** The content module's tables: landing pages, their modules, and the navigation tree. */
export class CreateContent1763700000035 implements MigrationInterface {
  name = 'CreateContent1763700000035';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'landing_pages',
        columns: [
          id,
          { ...varchar('path', 200), isUnique: true },
          varchar('seo_title', 200),
          varchar('seo_description', 400),
          varchar('heading', 200),
          varchar('image', 200),
          varchar('email', 200, true),
          boolean('session_expired'),
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'landing_modules',
        columns: [
          id,
          integer('landing_page_id'),
          integer('position'),
          varchar('type', 60),
          varchar('title', 200),
          boolean('mobile'),
          boolean('desktop'),
          // JSON (TypeORM's simple-json): the module's own content, or a product module's rule.
          { name: 'content', type: 'text' },
        ],
        foreignKeys: [
          new TableForeignKey({
            columnNames: ['landing_page_id'],
            referencedTableName: 'landing_pages',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
          }),
        ],
        indices: [
          new TableIndex({
            name: 'landing_modules_page_position_idx',
            columnNames: ['landing_page_id', 'position'],
            isUnique: true,
          }),
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'navigation_items',
        columns: [
          id,
          integer('parent_id', true),
          integer('position'),
          varchar('name', 100),
          varchar('url', 300),
          varchar('type', 10),
          boolean('is_desktop'),
          boolean('is_mobile'),
          varchar('image', 200, true),
          varchar('description', 400, true),
          varchar('call_to_action_name', 100, true),
          varchar('call_to_action_url', 300, true),
        ],
        foreignKeys: [
          new TableForeignKey({
            columnNames: ['parent_id'],
            referencedTableName: 'navigation_items',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
          }),
        ],
        indices: [
          new TableIndex({ name: 'navigation_items_parent_idx', columnNames: ['parent_id'] }),
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of ['navigation_items', 'landing_modules', 'landing_pages']) {
      await queryRunner.dropTable(table);
    }
  }
}
