import { MAX_CALENDAR_WINDOW_DAYS } from '../../delivery-rules';

/** Server-side calendar messages (the spec leaves their wording to us). */
export const CALENDAR_MESSAGES = {
  endBeforeStart:
    'Sorry, the calendar cannot end before it starts - please choose a later end date.',
  tooLong: `Sorry, the calendar shows at most ${MAX_CALENDAR_WINDOW_DAYS} days at a time - please choose a shorter range.`,
  badPad: "Sorry, the calendar's pad option must be 'true' or 'false'.",
} as const;
