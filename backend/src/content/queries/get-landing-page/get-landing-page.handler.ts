import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { LandingPage } from '@shop/contracts';
import { DomainError } from '../../../platform/domain-error';
import { ContentService } from '../../content.service';
import { CONTENT_MESSAGES } from '../../domain/content.messages';
import { GetLandingPage } from './get-landing-page.query';

@QueryHandler(GetLandingPage)
export class GetLandingPageHandler implements IQueryHandler<GetLandingPage> {
  constructor(private readonly content: ContentService) {}

  async execute({ params }: GetLandingPage): Promise<LandingPage> {
    const page = await this.content.landingPage(params.id);
    if (!page) throw new DomainError(CONTENT_MESSAGES.landingPageNotFound, 404);
    return page;
  }
}
