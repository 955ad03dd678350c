import { FORM_LIMITS } from '@shop/contracts';

/** A rate limit as the platform's limiter takes it (`platform/rate-limit`). */
export interface FormRateLimit {
  scope: string;
  max: number;
  windowMs: number;
}

const WINDOW_MS = FORM_LIMITS.windowMinutes * 60 * 1000;

/**
 * The forms share one limit per address and one per session: a sixth message within the window
 * from either is refused. The address counts whatever session sends it, so a client that drops
 * its cookie gains nothing; the session counts whatever address it comes from.
 */
export const FORM_RATE_LIMITS: { perAddress: FormRateLimit; perSession: FormRateLimit } = {
  perAddress: {
    scope: 'forms:address',
    max: FORM_LIMITS.submissionsPerWindow,
    windowMs: WINDOW_MS,
  },
  perSession: {
    scope: 'forms:session',
    max: FORM_LIMITS.submissionsPerWindow,
    windowMs: WINDOW_MS,
  },
};

/** Text as a shopper typed it, trimmed; blank becomes absent (an optional field left empty). */
export function trimmedOrAbsent(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
}

/** Text trimmed, anything else as it came (for the validator to refuse). */
export function trimmed(value: unknown): unknown {
  return typeof value === 'string' ? value.trim() : value;
}

/** Whole numbers from `from` to `to`, for a scale question's allowed answers. */
export function scale(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}
