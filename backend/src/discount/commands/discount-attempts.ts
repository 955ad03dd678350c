import type { RateLimitRule } from '../../platform/rate-limit/rate-limit';

const TEN_MINUTES = 10 * 60 * 1000;

/**
 * Guessing codes (issue: brute force): more than 10 refused codes from one session, or 30 from
 * one address, in 10 minutes and every attempt is refused with a 429 until the window passes.
 * Counted in the database, so every instance of the shop counts against the same numbers.
 */
export const DISCOUNT_ATTEMPT_LIMITS: { perAddress: RateLimitRule; perSession: RateLimitRule } = {
  perAddress: { scope: 'discount:address', max: 30, windowMs: TEN_MINUTES },
  perSession: { scope: 'discount:session', max: 10, windowMs: TEN_MINUTES },
};
