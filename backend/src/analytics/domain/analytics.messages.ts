/** What the analytics API answers a consumer with, word for word. */
export const ANALYTICS_MESSAGES = {
  badKey:
    'A valid analytics API key is required: send it as "Authorization: Bearer <key>" or "X-Api-Key: <key>".',
  badCursor: 'after must be a cursor: a whole number, 0 or more',
  badLastEventId: 'Last-Event-ID must be a cursor: a whole number, 0 or more',
  badLimit: 'limit must be a whole number from 1 to 1000',
  tooManyStreamsForKey: (max: number) =>
    `This API key already has ${max} streams open, the most it may: close one before opening another, or page through GET /api/analytics/events.`,
  tooManyStreams:
    'This server is serving as many analytics streams as it can: try again in a minute, or page through GET /api/analytics/events.',
} as const;
