import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { JournalPostSummary } from '@shop/contracts';
import { ContentPagesService } from '../../content-pages.service';
import { toJournalSummary } from '../../domain/content-pages';
import { GetJournal } from './get-journal.query';

@QueryHandler(GetJournal)
export class GetJournalHandler implements IQueryHandler<GetJournal> {
  constructor(private readonly pages: ContentPagesService) {}

  async execute(): Promise<JournalPostSummary[]> {
    return (await this.pages.journalSummaries()).map(toJournalSummary);
  }
}
