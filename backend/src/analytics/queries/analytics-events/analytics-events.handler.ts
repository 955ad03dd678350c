import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { AnalyticsEventsPage } from '@shop/contracts';
import { toCloudEvent } from '../../domain/analytics-cloud-event';
import { AnalyticsFeedQueries } from '../../projections/analytics-feed/analytics-feed.queries';
import { AnalyticsEvents } from './analytics-events.query';

@QueryHandler(AnalyticsEvents)
export class AnalyticsEventsHandler implements IQueryHandler<AnalyticsEvents> {
  constructor(private readonly feed: AnalyticsFeedQueries) {}

  async execute({ after, limit }: AnalyticsEvents): Promise<AnalyticsEventsPage> {
    const rows = await this.feed.after(after, limit);
    return {
      events: rows.map(toCloudEvent),
      nextCursor: rows.at(-1)?.position ?? after,
    };
  }
}
