import { Query } from '@nestjs/cqrs';
import type { CustomerStory } from '@shop/contracts';

/** Every customer story in display order. */
export class GetCustomerStories extends Query<CustomerStory[]> {}
