import { Module, type OnModuleInit } from '@nestjs/common';
import { SubscriptionRunner } from '../platform/event-store/subscription-runner';
import { AnalyticsApiKeys } from './api-keys/analytics-api-keys';
import { AnalyticsKeyGuard } from './api-keys/analytics-key.guard';
import { AnalyticsFeedNotifier } from './projections/analytics-feed/analytics-feed.notifier';
import { AnalyticsFeedQueries } from './projections/analytics-feed/analytics-feed.queries';
import { AnalyticsFeedSubscriber } from './projections/analytics-feed/analytics-feed.subscriber';
import { AnalyticsEventsController } from './queries/analytics-events/analytics-events.controller';
import { AnalyticsFeedTail } from './queries/analytics-stream/analytics-feed-tail';
import { AnalyticsFeedStreamer } from './queries/analytics-stream/analytics-feed.streamer';
import { AnalyticsStreamSlots } from './queries/analytics-stream/analytics-stream-slots';
import { AnalyticsStreamController } from './queries/analytics-stream/analytics-stream.controller';
import { ANALYTICS_QUERY_HANDLERS } from './queries';

/**
 * The analytics feed (docs/architecture.md "Backend modules"): a checkpointed subscriber and its
 * consumer API.
 */
@Module({
  controllers: [AnalyticsEventsController, AnalyticsStreamController],
  providers: [
    AnalyticsApiKeys,
    AnalyticsKeyGuard,
    AnalyticsFeedQueries,
    AnalyticsFeedNotifier,
    AnalyticsFeedTail,
    AnalyticsStreamSlots,
    AnalyticsFeedStreamer,
    ...ANALYTICS_QUERY_HANDLERS,
  ],
  exports: [AnalyticsApiKeys],
})
export class AnalyticsModule implements OnModuleInit {
  constructor(private readonly runner: SubscriptionRunner) {}

  // Registered before the application boots, when the runner starts following the log.
  onModuleInit(): void {
    this.runner.register(new AnalyticsFeedSubscriber());
  }
}
