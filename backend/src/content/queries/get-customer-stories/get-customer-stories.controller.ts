import { Controller, Get, Header } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { CustomerStory } from '@shop/contracts';
import { ApiData } from '../../../platform/http/api-docs/api-docs.decorators';
import { CONTENT_CACHE } from '../cache-control';
import { GetCustomerStories } from './get-customer-stories.query';

@ApiTags('content')
@Controller('customer-stories')
export class GetCustomerStoriesController {
  constructor(private readonly queryBus: QueryBus) {}

  /** `GET /api/customer-stories`. */
  @Get()
  @Header('Cache-Control', CONTENT_CACHE)
  @ApiOperation({ summary: "Customers' own stories, in display order." })
  @ApiData('CustomerStory', { isArray: true })
  customerStories(): Promise<CustomerStory[]> {
    return this.queryBus.execute(new GetCustomerStories());
  }
}
