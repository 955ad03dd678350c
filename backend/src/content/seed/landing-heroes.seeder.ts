import type { EntityManager } from 'typeorm';
import type { Seeder } from '../../platform/seed/seed-runner';
import { LandingPageEntity } from '../entities/landing-page.entity';
import { LANDING_HEROES } from './landing-heroes.data';

/**
 * The heroes of the home and hamper pages (eyebrow, lead, calls to action), written once per
 * database after `content-v1`. The entity checks each link on the way in.
 */
export class LandingHeroesSeeder implements Seeder {
  readonly name = 'content-v3';

  async run(manager: EntityManager): Promise<void> {
    for (const { pageId, hero } of LANDING_HEROES) {
      await manager.update(LandingPageEntity, { id: pageId }, { hero });
    }
  }
}
