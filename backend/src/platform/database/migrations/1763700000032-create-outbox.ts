import { Table, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { schemaTypes } from '../schema-types';

/**
 * Emails waiting to be sent, and those sent (platform/mail). A row is queued in the transaction
 * of whatever decided to send it; `message_id` is deterministic (kind + source event), so
 * queuing twice is harmless. The dispatcher claims a row (`claimed_at`) before sending it and
 * marks `sent_at` once the SMTP server accepted it; a failed attempt moves `send_after` on.
 */
export class CreateOutbox1763700000032 implements MigrationInterface {
  name = 'CreateOutbox1763700000032';

  async up(queryRunner: QueryRunner): Promise<void> {
    const t = schemaTypes(queryRunner);
    await queryRunner.createTable(
      new Table({
        name: 'outbox',
        columns: [
          {
            name: 'id',
            type: t.bigIncrement,
            isPrimary: true,
            isGenerated: true,
            generationStrategy: 'increment',
          },
          { name: 'message_id', type: 'varchar', length: '200', isUnique: true },
          { name: 'kind', type: 'varchar', length: '64' },
          { name: 'to_address', type: 'varchar', length: '320' },
          { name: 'cc_address', type: 'varchar', length: '320', isNullable: true },
          { name: 'subject', type: 'varchar', length: '300' },
          { name: 'text_body', type: 'text' },
          { name: 'html_body', type: 'text' },
          { name: 'send_after', type: t.timestamp },
          { name: 'created_at', type: t.timestamp },
          { name: 'sent_at', type: t.timestamp, isNullable: true },
          { name: 'attempts', type: 'integer', default: 0 },
          { name: 'last_error', type: 'text', isNullable: true },
          { name: 'claimed_at', type: t.timestamp, isNullable: true },
        ],
      }),
    );
    // The dispatcher's question: unsent rows that are due.
    await queryRunner.createIndex(
      'outbox',
      new TableIndex({ name: 'outbox_due', columnNames: ['sent_at', 'send_after'] }),
    );
    // The dev outbox's `?to=` filter.
    await queryRunner.createIndex(
      'outbox',
      new TableIndex({ name: 'outbox_to_address', columnNames: ['to_address'] }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('outbox');
  }
}
