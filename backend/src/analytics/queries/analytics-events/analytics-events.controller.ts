import { Controller, Get, Query, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiQuery, ApiSecurity, ApiTags } from '@nestjs/swagger';
import type { AnalyticsEventsPage } from '@shop/contracts';
import { ApiData, contractRef } from '../../../platform/http/api-docs/api-docs.decorators';
import { AnalyticsKeyGuard } from '../../api-keys/analytics-key.guard';
import { DEFAULT_PAGE_LIMIT } from '../../domain/feed-cursor';
import { AnalyticsEventsDto } from './analytics-events.dto';
import { AnalyticsEvents } from './analytics-events.query';

@ApiTags('analytics')
@ApiBearerAuth()
@ApiSecurity('api_key')
@Controller('analytics')
@UseGuards(AnalyticsKeyGuard)
export class AnalyticsEventsController {
  constructor(private readonly queries: QueryBus) {}

  @Get('events')
  @ApiOperation({ summary: 'A page of the analytics feed after a cursor, as CloudEvents.' })
  @ApiQuery({
    name: 'AnalyticsEventsQuery',
    required: false,
    style: 'form',
    explode: true,
    schema: contractRef('AnalyticsEventsQuery'),
  })
  @ApiData('AnalyticsEventsPage')
  events(@Query() query: AnalyticsEventsDto): Promise<AnalyticsEventsPage> {
    const after = Number(query.after ?? 0);
    const limit = Number(query.limit ?? DEFAULT_PAGE_LIMIT);
    return this.queries.execute(new AnalyticsEvents(after, limit));
  }
}
