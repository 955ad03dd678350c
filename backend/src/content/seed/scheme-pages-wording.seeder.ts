import type { EntityManager } from 'typeorm';
import type { Seeder } from '../../platform/seed/seed-runner';
import { ContentSectionEntity } from '../entities/content-section.entity';
import { SCHEME_PAGES } from './scheme-pages.data';

/** The sections whose words changed when Posy Points and refer-a-friend went live (issue 16). */
const REWORDED: Record<string, readonly string[]> = {
  'posy-points': ['earning', 'spending'],
  'refer-a-friend': ['how-it-works'],
};

/**
 * Brings a database seeded before issue 16 to the scheme pages' present words: subscriptions
 * and free orders cannot spend points (they may still earn, except free orders), and the
 * referral link is on `/refer-a-friend` itself. Written once per database after `content-v3`;
 * on a new database it writes what `content-v2` just wrote.
 */
export class SchemePagesWordingSeeder implements Seeder {
  readonly name = 'content-v4';

  async run(manager: EntityManager): Promise<void> {
    for (const page of SCHEME_PAGES) {
      for (const section of page.sections) {
        if (!REWORDED[page.slug]?.includes(section.slug)) continue;
        await manager.update(
          ContentSectionEntity,
          { pageId: page.id, slug: section.slug },
          { html: section.html },
        );
      }
    }
  }
}
