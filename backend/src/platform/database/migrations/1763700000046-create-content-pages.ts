import {
  Table,
  TableForeignKey,
  TableIndex,
  type MigrationInterface,
  type QueryRunner,
  type TableColumnOptions,
} from 'typeorm';
import { schemaTypes } from '../schema-types';

const id: TableColumnOptions = { name: 'id', type: 'integer', isPrimary: true };
const varchar = (name: string, length: number, nullable = false): TableColumnOptions => ({
  name,
  type: 'varchar',
  length: String(length),
  isNullable: nullable,
});
const integer = (name: string): TableColumnOptions => ({ name, type: 'integer' });
const text = (name: string, nullable = false): TableColumnOptions => ({
  name,
  type: 'text',
  isNullable: nullable,
});
/** A picture: its path on this site and its text alternative. */
const picture = (prefix: string, nullable: boolean): TableColumnOptions[] => [
  varchar(`${prefix}_src`, 200, nullable),
  varchar(`${prefix}_alt`, 200, nullable),
];

/**
 * The content module's pages (`/about-us`, `/faq`, `/box`…) and their sections, the journal,
 * customer stories, and what shoppers send through the feedback, survey and contact forms.
 */
export class CreateContentPages1763700000046 implements MigrationInterface {
  name = 'CreateContentPages1763700000046';

  async up(queryRunner: QueryRunner): Promise<void> {
    const t = schemaTypes(queryRunner);
    const generatedId: TableColumnOptions = {
      name: 'id',
      type: t.bigIncrement,
      isPrimary: true,
      isGenerated: true,
      generationStrategy: 'increment',
    };
    await queryRunner.createTable(
      new Table({
        name: 'content_pages',
        columns: [
          id,
          { ...varchar('slug', 80), isUnique: true },
          integer('position'),
          varchar('title', 100),
          varchar('seo_title', 200),
          varchar('seo_description', 400),
          varchar('heading', 200),
          text('intro', true),
          ...picture('image', true),
          varchar('updated_on', 10),
          { name: 'section_routes', type: 'boolean' },
          // JSON (simple-json): figures, freshness cards, founding date, offer, carousel.
          text('extras'),
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'content_page_sections',
        columns: [
          id,
          integer('page_id'),
          integer('position'),
          varchar('slug', 80),
          varchar('title', 200),
          text('html'),
          ...picture('picture', true),
          // JSON: the section's questions, each with sanitised HTML.
          text('faqs'),
        ],
        foreignKeys: [
          new TableForeignKey({
            columnNames: ['page_id'],
            referencedTableName: 'content_pages',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
          }),
        ],
        indices: [
          new TableIndex({
            name: 'content_page_sections_page_position_idx',
            columnNames: ['page_id', 'position'],
            isUnique: true,
          }),
          new TableIndex({
            name: 'content_page_sections_page_slug_idx',
            columnNames: ['page_id', 'slug'],
            isUnique: true,
          }),
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'journal_posts',
        columns: [
          id,
          { ...varchar('slug', 80), isUnique: true },
          varchar('title', 200),
          varchar('published_on', 10),
          varchar('author', 100),
          ...picture('image', false),
          varchar('excerpt', 400),
          text('html'),
        ],
        indices: [
          new TableIndex({ name: 'journal_posts_published_idx', columnNames: ['published_on'] }),
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'customer_stories',
        columns: [
          id,
          integer('position'),
          varchar('name', 100),
          varchar('place', 100),
          text('story'),
          ...picture('image', false),
        ],
      }),
    );
    const submitted = [
      generatedId,
      varchar('session_id', 64),
      { name: 'created_at', type: t.timestamp },
    ];
    await queryRunner.createTable(
      new Table({
        name: 'feedback_messages',
        columns: [...submitted, integer('rating'), text('comments'), varchar('email', 254, true)],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'survey_answers',
        columns: [
          ...submitted,
          varchar('heard_about', 60),
          integer('recommend_score'),
          varchar('sends_most', 60, true),
          { name: 'ease_of_ordering', type: 'integer', isNullable: true },
          text('comments', true),
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'contact_messages',
        columns: [
          ...submitted,
          varchar('name', 100),
          varchar('email', 254),
          varchar('order_number', 8, true),
          text('message'),
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of [
      'contact_messages',
      'survey_answers',
      'feedback_messages',
      'customer_stories',
      'journal_posts',
      'content_page_sections',
      'content_pages',
    ]) {
      await queryRunner.dropTable(table);
    }
  }
}
