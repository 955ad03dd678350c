import { Query } from '@nestjs/cqrs';
import type { ContentPage, ContentPageParams } from '@shop/contracts';

/** A content page with its sections and extras. */
export class GetContentPage extends Query<ContentPage> {
  constructor(readonly params: ContentPageParams) {
    super();
  }
}
