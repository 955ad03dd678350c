import type { MigrationInterface, QueryRunner } from 'typeorm';
import { createDocumentTable } from '../document-table';

/**
 * Which placed orders are each customer's (orders module, `customer-orders` projection): one
 * document per customer. Orders only began recording the customer who paid with this change,
 * so every order placed before it is a guest's and there is nothing to fill in.
 */
export class CreateCustomerOrders1763700000058 implements MigrationInterface {
  name = 'CreateCustomerOrders1763700000058';

  async up(queryRunner: QueryRunner): Promise<void> {
    await createDocumentTable(queryRunner, 'customer_orders');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('customer_orders');
  }
}
