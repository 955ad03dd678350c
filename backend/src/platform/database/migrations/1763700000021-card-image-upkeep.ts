import { TableColumn, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { schemaTypes } from '../schema-types';

/**
 * What keeping card photos in bounds needs (docs/basket.md "Card photos"):
 * - `size`, the bytes of each photo, so a session's total can be capped, and an index on
 *   `session_id`, which every upload counts by;
 * - `used_at`, when the photo was uploaded or last chosen for a card (filled from `created_at`),
 *   with an index, for the sweep that deletes photos no order uses after a day.
 */
export class CardImageUpkeep1763700000021 implements MigrationInterface {
  name = 'CardImageUpkeep1763700000021';

  async up(queryRunner: QueryRunner): Promise<void> {
    const t = schemaTypes(queryRunner);
    await queryRunner.addColumns('card_images', [
      new TableColumn({ name: 'size', type: 'integer', default: 0 }),
      new TableColumn({ name: 'used_at', type: t.timestamp, isNullable: true }),
    ]);
    await queryRunner.query(
      `UPDATE card_images SET size = ${t.postgres ? 'octet_length' : 'length'}(bytes), used_at = created_at`,
    );
    await queryRunner.createIndices('card_images', [
      new TableIndex({ name: 'card_images_session_idx', columnNames: ['session_id'] }),
      new TableIndex({ name: 'card_images_used_at_idx', columnNames: ['used_at'] }),
    ]);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropIndex('card_images', 'card_images_used_at_idx');
    await queryRunner.dropIndex('card_images', 'card_images_session_idx');
    await queryRunner.dropColumn('card_images', 'used_at');
    await queryRunner.dropColumn('card_images', 'size');
  }
}
