import { TableColumn, type MigrationInterface, type QueryRunner } from 'typeorm';

/** A landing page's opening (eyebrow, lead, calls to action) as JSON; null when its modules open it. */
export class AddLandingPageHero1763700000047 implements MigrationInterface {
  name = 'AddLandingPageHero1763700000047';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumn(
      'landing_pages',
      new TableColumn({ name: 'hero', type: 'text', isNullable: true }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('landing_pages', 'hero');
  }
}
