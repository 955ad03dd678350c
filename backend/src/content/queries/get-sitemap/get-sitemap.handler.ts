import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { SitemapGroup } from '@shop/contracts';
import { CatalogueService } from '../../../catalogue';
import { ContentPagesService } from '../../content-pages.service';
import { ContentService } from '../../content.service';
import { sitemapGroups } from '../../domain/sitemap';
import { GetSitemap } from './get-sitemap.query';

/** What each landing page is called on `/sitemap`; its SEO title otherwise. */
const LANDING_NAMES: Record<string, string> = {
  '/': 'Home',
  '/hamper-delivery': 'Hamper delivery',
  '/greetings-cards': 'Greetings cards',
};

@QueryHandler(GetSitemap)
export class GetSitemapHandler implements IQueryHandler<GetSitemap> {
  constructor(
    private readonly content: ContentService,
    private readonly pages: ContentPagesService,
    private readonly catalogue: CatalogueService,
  ) {}

  async execute(): Promise<SitemapGroup[]> {
    const [landing, pages, journal, snapshot] = await Promise.all([
      this.content.landingRoutes(),
      this.pages.pagesWithSections(),
      this.pages.journalSummaries(),
      this.catalogue.snapshot(),
    ]);
    return sitemapGroups({
      landingPages: landing.map(({ path, seoTitle }) => ({
        path,
        title: LANDING_NAMES[path] ?? seoTitle,
      })),
      pages,
      journal,
      categories: snapshot.categories,
      products: snapshot.products,
    });
  }
}
