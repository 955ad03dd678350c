import type { EntityManager } from 'typeorm';
import type { Seeder } from '../../platform/seed/seed-runner';
import { LandingModuleEntity } from '../entities/landing-module.entity';
import { LandingPageEntity } from '../entities/landing-page.entity';
import { NavigationItemEntity } from '../entities/navigation-item.entity';
import { CONTENT_V1_LANDINGS, SEED_NAVIGATION, type SeedNavigationItem } from '.';

/** The navigation tree as rows, a level at a time, so every parent is written before its children. */
function navigationRows(items: SeedNavigationItem[]): NavigationItemEntity[][] {
  const levels: NavigationItemEntity[][] = [];
  let level = items.map((item, i) => ({ item, parentId: null as number | null, position: i + 1 }));
  while (level.length > 0) {
    levels.push(
      level.map(({ item: { children: _children, ...fields }, parentId, position }) => ({
        ...fields,
        parentId,
        position,
      })),
    );
    level = level.flatMap(({ item }) =>
      item.children.map((child, i) => ({ item: child, parentId: item.id, position: i + 1 })),
    );
  }
  return levels;
}

/**
 * Landing pages, their modules and the navigation (docs/rules-storefront.md "Landing pages",
 * "Header, navigation and favourites"), written once per database. Module content goes through the
 * entity, which sanitises its HTML and checks its links and pictures on the way in.
 */
export class ContentSeeder implements Seeder {
  readonly name = 'content-v1';

  async run(manager: EntityManager): Promise<void> {
    await manager.insert(
      LandingPageEntity,
      CONTENT_V1_LANDINGS.map(({ page }) => page),
    );
    await manager.insert(
      LandingModuleEntity,
      CONTENT_V1_LANDINGS.flatMap(({ page, modules }) =>
        modules.map(({ id, type, title, mobile, desktop, content }, i) => ({
          id,
          landingPageId: page.id,
          position: i + 1,
          type,
          title,
          mobile,
          desktop,
          content,
        })),
      ),
    );
    for (const rows of navigationRows(SEED_NAVIGATION)) {
      await manager.insert(NavigationItemEntity, rows);
    }
  }
}
