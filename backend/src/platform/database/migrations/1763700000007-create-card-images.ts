import { Table, type MigrationInterface, type QueryRunner } from 'typeorm';
import { schemaTypes } from '../schema-types';

/**
 * Photos shoppers upload for personalised cards (docs/rules-checkout.md "Orders and items"). Each
 * belongs to the session that uploaded it (`session_id` is the key `sessions.id` holds) and is
 * served to that session only.
 */
export class CreateCardImages1763700000007 implements MigrationInterface {
  name = 'CreateCardImages1763700000007';

  async up(queryRunner: QueryRunner): Promise<void> {
    const t = schemaTypes(queryRunner);
    await queryRunner.createTable(
      new Table({
        name: 'card_images',
        columns: [
          t.postgres
            ? { name: 'id', type: 'uuid', isPrimary: true }
            : { name: 'id', type: 'varchar', length: '36', isPrimary: true },
          { name: 'session_id', type: 'varchar', length: '64' },
          { name: 'content_type', type: 'varchar', length: '20' },
          { name: 'bytes', type: t.postgres ? 'bytea' : 'blob' },
          { name: 'created_at', type: t.timestamp },
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('card_images');
  }
}
