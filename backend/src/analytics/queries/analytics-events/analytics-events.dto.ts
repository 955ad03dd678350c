import type { AnalyticsEventsQuery } from '@shop/contracts';
import { IsOptional, Matches } from 'class-validator';
import { ANALYTICS_MESSAGES } from '../../domain/analytics.messages';
import { CURSOR_FORMAT } from '../../domain/feed-cursor';

/** `GET /api/analytics/events?after=&limit=` */
export class AnalyticsEventsDto implements AnalyticsEventsQuery {
  @IsOptional()
  @Matches(CURSOR_FORMAT, { message: ANALYTICS_MESSAGES.badCursor })
  after?: string;

  @IsOptional()
  @Matches(/^([1-9]\d{0,2}|1000)$/, { message: ANALYTICS_MESSAGES.badLimit })
  limit?: string;
}
