import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { LandingModule } from '@shop/contracts';
import { CatalogueService } from '../../../catalogue';
import { DomainError } from '../../../platform/domain-error';
import { ContentService } from '../../content.service';
import { CONTENT_MESSAGES } from '../../domain/content.messages';
import { toLandingModules } from '../../domain/landing-modules';
import { catalogueProducts } from './catalogue-products';
import { GetLandingModules } from './get-landing-modules.query';

@QueryHandler(GetLandingModules)
export class GetLandingModulesHandler implements IQueryHandler<GetLandingModules> {
  constructor(
    private readonly content: ContentService,
    private readonly catalogue: CatalogueService,
  ) {}

  async execute({ params }: GetLandingModules): Promise<LandingModule[]> {
    const [modules, snapshot] = await Promise.all([
      this.content.landingModules(params.id),
      this.catalogue.snapshot(),
    ]);
    if (!modules) throw new DomainError(CONTENT_MESSAGES.landingPageNotFound, 404);
    return toLandingModules(modules, catalogueProducts(snapshot, this.catalogue.deliveryFacts()));
  }
}
