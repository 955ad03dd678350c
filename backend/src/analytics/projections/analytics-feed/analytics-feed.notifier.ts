import { Injectable } from '@nestjs/common';
import { SubscriptionRunner } from '../../../platform/event-store/subscription-runner';
import { ANALYTICS_SUBSCRIBER } from './analytics-feed.subscriber';

/**
 * Tells live streams that the feed has grown: each time this instance's subscriber has committed
 * feed rows. Only a hint, to cut the latency of live streams; rows written by other instances
 * are found by polling (AnalyticsFeedTail).
 */
@Injectable()
export class AnalyticsFeedNotifier {
  constructor(private readonly runner: SubscriptionRunner) {}

  /** Calls `listener` after each such commit; returns a function that stops calling it. */
  onChange(listener: () => void): () => void {
    return this.runner.onApplied((subscriber) => {
      if (subscriber === ANALYTICS_SUBSCRIBER) listener();
    });
  }
}
