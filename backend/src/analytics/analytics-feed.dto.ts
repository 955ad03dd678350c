import { IsOptional, Matches } from 'class-validator';

/** A cursor: 0 (the start) or the position of the last event read. */
export const CURSOR_FORMAT = /^(0|[1-9]\d{0,14})$/;
export const CURSOR_MESSAGE = 'after must be a cursor: a whole number, 0 or more';

export const DEFAULT_PAGE_LIMIT = 100;

/** `GET /api/analytics/events?after=&limit=` */
export class AnalyticsEventsQuery {
  @IsOptional()
  @Matches(CURSOR_FORMAT, { message: CURSOR_MESSAGE })
  after?: string;

  @IsOptional()
  @Matches(/^([1-9]\d{0,2}|1000)$/, { message: 'limit must be a whole number from 1 to 1000' })
  limit?: string;
}

/** `GET /api/analytics/stream?after=` (a `Last-Event-ID` header takes precedence). */
export class AnalyticsStreamQuery {
  @IsOptional()
  @Matches(CURSOR_FORMAT, { message: CURSOR_MESSAGE })
  after?: string;
}
