import { Table, type MigrationInterface, type QueryRunner } from 'typeorm';
import { schemaTypes } from '../schema-types';

/**
 * Snapshots of a stream's decision state, written in the append's transaction, so a command
 * reads the snapshot plus the events after it rather than the whole history. `name` carries the
 * state's shape version (`basket-decider-v1`): a new shape simply ignores old snapshots.
 */
export class CreateStreamSnapshots1763700000020 implements MigrationInterface {
  name = 'CreateStreamSnapshots1763700000020';

  async up(queryRunner: QueryRunner): Promise<void> {
    const t = schemaTypes(queryRunner);
    await queryRunner.createTable(
      new Table({
        name: 'stream_snapshots',
        columns: [
          { name: 'stream_id', type: 'varchar', length: '200', isPrimary: true },
          { name: 'name', type: 'varchar', length: '64', isPrimary: true },
          { name: 'version', type: t.bigint },
          { name: 'state', type: t.json },
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('stream_snapshots');
  }
}
