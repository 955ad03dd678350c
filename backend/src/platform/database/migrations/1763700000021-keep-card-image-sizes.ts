import { TableColumn, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { schemaTypes } from '../schema-types';

/**
 * Card photos keep their size in bytes, so a session's total can be capped (README "Card
 * photos"), and are found by session through an index: the caps are counted on every upload.
 */
export class KeepCardImageSizes1763700000021 implements MigrationInterface {
  name = 'KeepCardImageSizes1763700000021';

  async up(queryRunner: QueryRunner): Promise<void> {
    const t = schemaTypes(queryRunner);
    await queryRunner.addColumn(
      'card_images',
      new TableColumn({ name: 'size', type: 'integer', default: 0 }),
    );
    await queryRunner.query(
      `UPDATE card_images SET size = ${t.postgres ? 'octet_length' : 'length'}(bytes)`,
    );
    await queryRunner.createIndex(
      'card_images',
      new TableIndex({ name: 'card_images_session_idx', columnNames: ['session_id'] }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropIndex('card_images', 'card_images_session_idx');
    await queryRunner.dropColumn('card_images', 'size');
  }
}
