import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { JournalPost } from '@shop/contracts';
import { DomainError } from '../../../platform/domain-error';
import { ContentPagesService } from '../../content-pages.service';
import { CONTENT_MESSAGES } from '../../domain/content.messages';
import { toJournalPost } from '../../domain/content-pages';
import { GetJournalPost } from './get-journal-post.query';

@QueryHandler(GetJournalPost)
export class GetJournalPostHandler implements IQueryHandler<GetJournalPost> {
  constructor(private readonly pages: ContentPagesService) {}

  async execute({ params }: GetJournalPost): Promise<JournalPost> {
    const post = await this.pages.journalPost(params.slug);
    if (!post) throw new DomainError(CONTENT_MESSAGES.journalPostNotFound, 404);
    return toJournalPost(post);
  }
}
