import type { MigrationInterface, QueryRunner } from 'typeorm';
import { createDocumentTable } from '../document-table';

/** The inline checkout-state projection of each basket stream. */
export class CreateCheckoutStates1763700000006 implements MigrationInterface {
  name = 'CreateCheckoutStates1763700000006';

  async up(queryRunner: QueryRunner): Promise<void> {
    await createDocumentTable(queryRunner, 'checkout_states');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('checkout_states');
  }
}
