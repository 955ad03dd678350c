import { Query } from '@nestjs/cqrs';
import type { SitemapGroup } from '@shop/contracts';

/** Every page a search engine may list, grouped by kind. */
export class GetSitemap extends Query<SitemapGroup[]> {}
