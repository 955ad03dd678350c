import { Module, type OnModuleInit } from '@nestjs/common';
import { SubscriptionRunner } from '../platform/event-store/subscription-runner';
import { AnalyticsApiKeys } from './analytics-api-keys';
import { AnalyticsEventsController } from './analytics-events.controller';
import { AnalyticsFeedNotifier } from './analytics-feed.notifier';
import { AnalyticsFeedQueries } from './analytics-feed.queries';
import { AnalyticsFeedStreamer } from './analytics-feed.streamer';
import { AnalyticsFeedSubscriber } from './analytics-feed.subscriber';
import { AnalyticsKeyGuard } from './analytics-key.guard';
import { AnalyticsStreamController } from './analytics-stream.controller';

/** The analytics feed (ARCHITECTURE.md `analytics`): a checkpointed subscriber and its consumer API. */
@Module({
  controllers: [AnalyticsEventsController, AnalyticsStreamController],
  providers: [
    AnalyticsApiKeys,
    AnalyticsKeyGuard,
    AnalyticsFeedQueries,
    AnalyticsFeedNotifier,
    AnalyticsFeedStreamer,
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
