import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { ContentPage } from '@shop/contracts';
import { DomainError } from '../../../platform/domain-error';
import { ContentPagesService } from '../../content-pages.service';
import { CONTENT_MESSAGES } from '../../domain/content.messages';
import { toContentPage } from '../../domain/content-pages';
import { GetContentPage } from './get-content-page.query';

@QueryHandler(GetContentPage)
export class GetContentPageHandler implements IQueryHandler<GetContentPage> {
  constructor(private readonly pages: ContentPagesService) {}

  async execute({ params }: GetContentPage): Promise<ContentPage> {
    const found = await this.pages.contentPage(params.slug);
    if (!found) throw new DomainError(CONTENT_MESSAGES.pageNotFound, 404);
    return toContentPage(found.page, found.sections, found.stories);
  }
}
