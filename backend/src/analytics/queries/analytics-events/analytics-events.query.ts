import { Query } from '@nestjs/cqrs';
import type { AnalyticsEventsPage } from '@shop/contracts';

/** A page of the feed after a cursor, as CloudEvents, with the cursor to ask from next. */
export class AnalyticsEvents extends Query<AnalyticsEventsPage> {
  constructor(
    readonly after: number,
    readonly limit: number,
  ) {
    super();
  }
}
