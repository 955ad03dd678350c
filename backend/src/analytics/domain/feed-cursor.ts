/** A cursor: 0 (the start) or the position of the last event read. */
export const CURSOR_FORMAT = /^(0|[1-9]\d{0,14})$/;

/** Page size of `GET /api/analytics/events` when `limit` is absent. */
export const DEFAULT_PAGE_LIMIT = 100;
