import { Injectable } from '@nestjs/common';
import { londonDateOf, type IsoDate } from '@shop/contracts';
import { DataSource, LessThanOrEqual } from 'typeorm';
import { Clock } from '../platform/clock/clock';
import {
  hasStoryCarousel,
  newestFirst,
  type StoredContentPage,
  type StoredJournalPost,
  type StoredSection,
  type StoredStory,
} from './domain/content-pages';
import { isPageSlug, isSlug } from './domain/site-links';
import { ContentPageEntity } from './entities/content-page.entity';
import { ContentSectionEntity } from './entities/content-section.entity';
import { CustomerStoryEntity } from './entities/customer-story.entity';
import { JournalPostEntity } from './entities/journal-post.entity';

/** A content page's rows: the page, its sections in order and, for its carousel, the stories. */
export interface StoredPageWithParts {
  page: StoredContentPage;
  sections: StoredSection[];
  stories: StoredStory[];
}

/** The journal's list columns: everything but the body. */
const SUMMARY_COLUMNS = {
  id: true,
  slug: true,
  title: true,
  publishedOn: true,
  author: true,
  imageSrc: true,
  imageAlt: true,
  excerpt: true,
} as const;

/**
 * Reads content pages, the journal and customer stories. Like the landing pages they are small
 * and read per request, so an edit shows at once. A journal post dated after today (London) is
 * not published yet: it is neither listed nor answered.
 */
@Injectable()
export class ContentPagesService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  /** A page with its sections, or null when there is none with that slug. */
  async contentPage(slug: string): Promise<StoredPageWithParts | null> {
    // Checked first: the slug column's transformer refuses reserved slugs, even in a WHERE.
    if (!isPageSlug(slug)) return null;
    const page = await this.dataSource.getRepository(ContentPageEntity).findOneBy({ slug });
    if (!page) return null;
    const [sections, stories] = await Promise.all([
      this.dataSource.getRepository(ContentSectionEntity).find({
        where: { pageId: page.id },
        order: { position: 'ASC', id: 'ASC' },
      }),
      hasStoryCarousel(page) ? this.customerStories() : Promise.resolve([]),
    ]);
    return { page, sections, stories };
  }

  /** Every page with its sections' slugs and titles, in sitemap order. */
  async pagesWithSections(): Promise<(StoredContentPage & { sections: StoredSection[] })[]> {
    const [pages, sections] = await Promise.all([
      this.dataSource.getRepository(ContentPageEntity).find({ order: { position: 'ASC' } }),
      this.dataSource.getRepository(ContentSectionEntity).find({
        select: { id: true, pageId: true, position: true, slug: true, title: true },
        order: { position: 'ASC', id: 'ASC' },
      }),
    ]);
    return pages.map((page) => ({
      ...page,
      sections: sections.filter((section) => section.pageId === page.id),
    }));
  }

  /** Published posts without their bodies, newest first; at most `limit` when given. */
  async journalSummaries(limit?: number): Promise<StoredJournalPost[]> {
    const posts = await this.dataSource.getRepository(JournalPostEntity).find({
      select: SUMMARY_COLUMNS,
      where: { publishedOn: LessThanOrEqual(this.today()) },
      order: { publishedOn: 'DESC', slug: 'ASC' },
      take: limit,
    });
    return posts.map((post) => ({ ...post, html: '' })).sort(newestFirst);
  }

  /** A published post with its body, or null. */
  async journalPost(slug: string): Promise<StoredJournalPost | null> {
    if (!isSlug(slug)) return null;
    const post = await this.dataSource.getRepository(JournalPostEntity).findOneBy({
      slug,
      publishedOn: LessThanOrEqual(this.today()),
    });
    return post ?? null;
  }

  /** The customer stories in display order; at most `limit` when given. */
  customerStories(limit?: number): Promise<StoredStory[]> {
    return this.dataSource
      .getRepository(CustomerStoryEntity)
      .find({ order: { position: 'ASC', id: 'ASC' }, take: limit });
  }

  private today(): IsoDate {
    return londonDateOf(this.clock.now());
  }
}
