import { Table, type MigrationInterface, type QueryRunner } from 'typeorm';
import { schemaTypes } from '../schema-types';

/**
 * Stripe events the webhook has acted on, one row per event id, so a redelivered event settles
 * nothing twice. A row is claimed when an event arrives and marked settled once the pay flow has
 * recorded its outcome; a claim never settled (a crash in between) may be taken over later.
 */
export class CreateStripeWebhookEvents1763700000034 implements MigrationInterface {
  name = 'CreateStripeWebhookEvents1763700000034';

  async up(queryRunner: QueryRunner): Promise<void> {
    const t = schemaTypes(queryRunner);
    await queryRunner.createTable(
      new Table({
        name: 'stripe_webhook_events',
        columns: [
          { name: 'event_id', type: 'varchar', length: '255', isPrimary: true },
          { name: 'type', type: 'varchar', length: '100' },
          { name: 'payment_id', type: 'varchar', length: '100' },
          { name: 'received_at', type: t.timestamp },
          { name: 'claimed_at', type: t.timestamp },
          { name: 'settled_at', type: t.timestamp, isNullable: true },
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('stripe_webhook_events');
  }
}
