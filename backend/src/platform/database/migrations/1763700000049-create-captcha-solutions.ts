import { Table, type MigrationInterface, type QueryRunner } from 'typeorm';
import { schemaTypes } from '../schema-types';

/**
 * The captcha (platform/captcha): each solved challenge's nonce, so a solution is accepted once
 * (rows swept once the challenge has expired); and secrets the shop makes for itself, such as
 * the captcha's signing key when none is configured, shared by every instance on the database.
 */
export class CreateCaptchaSolutions1763700000049 implements MigrationInterface {
  name = 'CreateCaptchaSolutions1763700000049';

  async up(queryRunner: QueryRunner): Promise<void> {
    const t = schemaTypes(queryRunner);
    await queryRunner.createTable(
      new Table({
        name: 'captcha_solutions',
        columns: [
          { name: 'nonce', type: 'varchar', length: '100', isPrimary: true },
          { name: 'expires_at', type: t.bigint },
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'app_secrets',
        columns: [
          { name: 'name', type: 'varchar', length: '60', isPrimary: true },
          { name: 'value', type: 'varchar', length: '200' },
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('app_secrets');
    await queryRunner.dropTable('captcha_solutions');
  }
}
