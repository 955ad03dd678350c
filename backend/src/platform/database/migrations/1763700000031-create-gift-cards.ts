import type { MigrationInterface, QueryRunner } from 'typeorm';
import { createDocumentTable } from '../document-table';

/** The inline projection of each gift card's ledger (`giftcard-{code}` streams), by code. */
export class CreateGiftCards1763700000031 implements MigrationInterface {
  name = 'CreateGiftCards1763700000031';

  async up(queryRunner: QueryRunner): Promise<void> {
    await createDocumentTable(queryRunner, 'gift_cards');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('gift_cards');
  }
}
