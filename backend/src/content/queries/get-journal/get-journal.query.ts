import { Query } from '@nestjs/cqrs';
import type { JournalPostSummary } from '@shop/contracts';

/** The published journal posts, newest first. */
export class GetJournal extends Query<JournalPostSummary[]> {}
