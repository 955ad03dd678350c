import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { CustomerStory } from '@shop/contracts';
import { ContentPagesService } from '../../content-pages.service';
import { toCustomerStories } from '../../domain/content-pages';
import { GetCustomerStories } from './get-customer-stories.query';

@QueryHandler(GetCustomerStories)
export class GetCustomerStoriesHandler implements IQueryHandler<GetCustomerStories> {
  constructor(private readonly pages: ContentPagesService) {}

  async execute(): Promise<CustomerStory[]> {
    return toCustomerStories(await this.pages.customerStories());
  }
}
