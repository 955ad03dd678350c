import { AnalyticsEventsHandler } from './analytics-events/analytics-events.handler';

/** Every analytics query handler, spread into the module's providers. */
export const ANALYTICS_QUERY_HANDLERS = [AnalyticsEventsHandler];
