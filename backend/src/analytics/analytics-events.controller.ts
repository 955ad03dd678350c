import { Controller, Get, Query, UseGuards } from '@nestjs/common';
import type { AnalyticsEventsPage } from '@shop/contracts';
import { toCloudEvent } from './analytics-cloud-event';
import { AnalyticsEventsQuery, DEFAULT_PAGE_LIMIT } from './analytics-feed.dto';
import { AnalyticsFeedQueries } from './analytics-feed.queries';
import { AnalyticsKeyGuard } from './analytics-key.guard';

@Controller('analytics')
@UseGuards(AnalyticsKeyGuard)
export class AnalyticsEventsController {
  constructor(private readonly feed: AnalyticsFeedQueries) {}

  /** A page of the feed after a cursor, as CloudEvents, with the cursor to ask from next. */
  @Get('events')
  async events(@Query() query: AnalyticsEventsQuery): Promise<AnalyticsEventsPage> {
    const after = Number(query.after ?? 0);
    const rows = await this.feed.after(after, Number(query.limit ?? DEFAULT_PAGE_LIMIT));
    return {
      events: rows.map(toCloudEvent),
      nextCursor: rows.at(-1)?.position ?? after,
    };
  }
}
