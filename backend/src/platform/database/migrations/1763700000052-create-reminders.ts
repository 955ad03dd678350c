import { Table, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { schemaTypes } from '../schema-types';

/**
 * The reminder service (accounts module): a customer's occasions, each repeating every year.
 * `month` and `day` are the customer's date for birthdays, anniversaries and other occasions,
 * null for the shop's own dates (Mother's Day, Father's Day, Valentine's Day, Christmas), which
 * work themselves out each year. A stopped reminder keeps its row with `active` false. The
 * emails themselves are events on `reminder-{id}` (ReminderDue), one per occurrence.
 */
export class CreateReminders1763700000052 implements MigrationInterface {
  name = 'CreateReminders1763700000052';

  async up(queryRunner: QueryRunner): Promise<void> {
    const t = schemaTypes(queryRunner);
    await queryRunner.createTable(
      new Table({
        name: 'reminders',
        columns: [
          { name: 'id', type: 'varchar', length: '36', isPrimary: true },
          { name: 'customer_id', type: 'varchar', length: '36' },
          { name: 'occasion', type: 'varchar', length: '30' },
          { name: 'month', type: 'integer', isNullable: true },
          { name: 'day', type: 'integer', isNullable: true },
          // Lengths are checked in UTF-16 units, as the storefront counts them: text, not varchar.
          { name: 'recipient_name', type: 'text' },
          { name: 'note', type: 'text' },
          { name: 'product_id', type: 'integer', isNullable: true },
          { name: 'active', type: 'boolean', default: true },
          { name: 'created_at', type: t.timestamp },
          { name: 'updated_at', type: t.timestamp },
        ],
      }),
    );
    await queryRunner.createIndex(
      'reminders',
      new TableIndex({ name: 'reminders_customer', columnNames: ['customer_id'] }),
    );
    // The daily job looks reminders up by the day and month a week ahead.
    await queryRunner.createIndex(
      'reminders',
      new TableIndex({ name: 'reminders_date', columnNames: ['month', 'day'] }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('reminders');
  }
}
