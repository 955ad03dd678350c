import { Query } from '@nestjs/cqrs';
import type { JournalPost, JournalPostParams } from '@shop/contracts';

/** One published journal post with its body. */
export class GetJournalPost extends Query<JournalPost> {
  constructor(readonly params: JournalPostParams) {
    super();
  }
}
