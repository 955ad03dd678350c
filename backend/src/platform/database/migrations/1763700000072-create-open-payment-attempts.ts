import type { MigrationInterface, QueryRunner } from 'typeorm';
import { createDocumentTable } from '../document-table';

/**
 * The payment attempts still open (orders module, `open-payment-attempts` async projection), for
 * the payment reconciler. Filled from the log by its subscription: on the first start every
 * attempt the log left open is found, however old.
 */
export class CreateOpenPaymentAttempts1763700000072 implements MigrationInterface {
  name = 'CreateOpenPaymentAttempts1763700000072';

  async up(queryRunner: QueryRunner): Promise<void> {
    await createDocumentTable(queryRunner, 'open_payment_attempts');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('open_payment_attempts');
  }
}
