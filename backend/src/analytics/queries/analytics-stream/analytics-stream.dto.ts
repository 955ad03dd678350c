import type { AnalyticsStreamQuery } from '@shop/contracts';
import { IsOptional, Matches } from 'class-validator';
import { ANALYTICS_MESSAGES } from '../../domain/analytics.messages';
import { CURSOR_FORMAT } from '../../domain/feed-cursor';

/** `GET /api/analytics/stream?after=` (a `Last-Event-ID` header takes precedence). */
export class AnalyticsStreamDto implements AnalyticsStreamQuery {
  @IsOptional()
  @Matches(CURSOR_FORMAT, { message: ANALYTICS_MESSAGES.badCursor })
  after?: string;
}
