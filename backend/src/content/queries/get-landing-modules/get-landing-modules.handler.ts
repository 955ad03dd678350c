import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { LandingModule } from '@shop/contracts';
import { CatalogueService } from '../../../catalogue';
import { DomainError } from '../../../platform/domain-error';
import { ContentPagesService } from '../../content-pages.service';
import { ContentService } from '../../content.service';
import { CONTENT_MESSAGES } from '../../domain/content.messages';
import { toCustomerStories, toJournalSummary } from '../../domain/content-pages';
import { liveListNeeds, toLandingModules } from '../../domain/landing-modules';
import { catalogueProducts } from './catalogue-products';
import { GetLandingModules } from './get-landing-modules.query';

@QueryHandler(GetLandingModules)
export class GetLandingModulesHandler implements IQueryHandler<GetLandingModules> {
  constructor(
    private readonly content: ContentService,
    private readonly pages: ContentPagesService,
    private readonly catalogue: CatalogueService,
  ) {}

  async execute({ params }: GetLandingModules): Promise<LandingModule[]> {
    const [modules, snapshot] = await Promise.all([
      this.content.landingModules(params.id),
      this.catalogue.snapshot(),
    ]);
    if (!modules) throw new DomainError(CONTENT_MESSAGES.landingPageNotFound, 404);
    // The journal and the stories are read only when a module on the page shows them.
    const needs = liveListNeeds(modules);
    const [posts, stories] = await Promise.all([
      needs.journalPosts > 0 ? this.pages.journalSummaries(needs.journalPosts) : [],
      needs.customerStories > 0 ? this.pages.customerStories(needs.customerStories) : [],
    ]);
    const summaries = posts.map(toJournalSummary);
    const storyList = toCustomerStories(stories);
    return toLandingModules(modules, {
      products: catalogueProducts(snapshot, this.catalogue.deliveryFacts()),
      journalPosts: (count) => summaries.slice(0, count),
      customerStories: (count) => storyList.slice(0, count),
    });
  }
}
