import type { EntityManager } from 'typeorm';
import type { Seeder } from '../../platform/seed/seed-runner';
import { brokenLinks, knownRoutes } from '../domain/site-links';
import { linksInContent } from '../domain/stored-content';
import { ContentPageEntity } from '../entities/content-page.entity';
import { ContentSectionEntity } from '../entities/content-section.entity';
import { CustomerStoryEntity } from '../entities/customer-story.entity';
import { JournalPostEntity } from '../entities/journal-post.entity';
import { LandingModuleEntity } from '../entities/landing-module.entity';
import {
  CONTENT_V2_MODULES,
  SEED_CONTENT_PAGES,
  SEED_CUSTOMER_STORIES,
  SEED_JOURNAL_POSTS,
} from '.';

/**
 * Content pages with their sections, the journal, customer stories and the home page's journal and
 * story modules (docs/rules-storefront.md "Routes", "Content pages"), written once per database
 * after `content-v1`. Every link they hold is checked against what exists (the catalogue already
 * seeded, these pages and posts) before anything is written; the entities sanitise HTML and check
 * pictures on the way in.
 */
export class ContentPagesSeeder implements Seeder {
  readonly name = 'content-v2';

  async run(manager: EntityManager): Promise<void> {
    await this.checkLinks(manager);
    await manager.insert(
      ContentPageEntity,
      SEED_CONTENT_PAGES.map(({ sections: _sections, image, ...page }, i) => ({
        ...page,
        position: i + 1,
        imageSrc: image?.src ?? null,
        imageAlt: image?.alt ?? null,
      })),
    );
    await manager.insert(
      ContentSectionEntity,
      SEED_CONTENT_PAGES.flatMap((page) =>
        page.sections.map(({ picture, ...section }, i) => ({
          ...section,
          id: page.id * 100 + i + 1,
          pageId: page.id,
          position: i + 1,
          pictureSrc: picture?.src ?? null,
          pictureAlt: picture?.alt ?? null,
        })),
      ),
    );
    await manager.insert(
      JournalPostEntity,
      SEED_JOURNAL_POSTS.map(({ image, ...post }) => ({
        ...post,
        imageSrc: image.src,
        imageAlt: image.alt,
      })),
    );
    await manager.insert(
      CustomerStoryEntity,
      SEED_CUSTOMER_STORIES.map(({ image, ...story }, i) => ({
        ...story,
        position: i + 1,
        imageSrc: image.src,
        imageAlt: image.alt,
      })),
    );
    for (const { pageId, modules } of CONTENT_V2_MODULES) {
      const { last } = (await manager
        .createQueryBuilder(LandingModuleEntity, 'module')
        .select('COALESCE(MAX(module.position), 0)', 'last')
        .where('module.landingPageId = :pageId', { pageId })
        .getRawOne()) as { last: number | string };
      await manager.insert(
        LandingModuleEntity,
        modules.map(({ id, type, title, mobile, desktop, content }, i) => ({
          id,
          landingPageId: pageId,
          position: Number(last) + i + 1,
          type,
          title,
          mobile,
          desktop,
          content,
        })),
      );
    }
  }

  /** Refuses the whole seed when a link leads nowhere: to a missing page, post or product. */
  private async checkLinks(manager: EntityManager): Promise<void> {
    const categories: { slug: string }[] = await manager.query('SELECT slug FROM categories');
    const products: { slug: string; available: unknown }[] = await manager.query(
      'SELECT slug, available FROM products',
    );
    const known = knownRoutes({
      categories: categories.map((c) => c.slug),
      products: products.filter((p) => Boolean(p.available)).map((p) => p.slug),
      pages: SEED_CONTENT_PAGES,
      journal: SEED_JOURNAL_POSTS.map((post) => post.slug),
    });
    const links = linksInContent([SEED_CONTENT_PAGES, SEED_JOURNAL_POSTS, CONTENT_V2_MODULES]);
    const broken = brokenLinks(links, known);
    if (broken.length > 0) {
      throw new Error(`content-v2 links lead nowhere:\n${broken.join('\n')}`);
    }
  }
}
