import { DateTime } from 'luxon';
import { Clock } from './clock';

/**
 * The system clock's pace from a chosen start: `now()` is `start` when the clock is made and
 * moves on as real time does (a monotonic count, so a system clock that jumps does not move it).
 * Dates are pinned while durations, rate-limit windows and the order of writes behave as they do
 * in real life, which a clock that stood still would not give a whole running shop.
 */
export class StartedClock extends Clock {
  private readonly origin: number;

  constructor(
    private readonly start: Date,
    private readonly elapsedMs: () => number = () => performance.now(),
  ) {
    super();
    this.origin = elapsedMs();
  }

  now(): Date {
    return new Date(this.start.getTime() + (this.elapsedMs() - this.origin));
  }
}

/** An instant with its date, time and zone: `2026-11-18T10:00:00Z`, `…T10:00:00+01:00`. */
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

/**
 * `SHOP_CLOCK_START`: the instant the shop's clock starts at (a StartedClock), so a test run
 * (the browser suite, playwright.config.ts) gets the same days, cut-offs and calendar whatever
 * day it runs. Null when unset: the system clock. Refused when `NODE_ENV` is production, where
 * a shop trading on a made-up date would promise deliveries it cannot make.
 */
export function parseClockStart(
  value: string | undefined,
  nodeEnv: string | undefined,
): Date | null {
  const text = value?.trim() ?? '';
  if (text === '') return null;
  if (nodeEnv === 'production') {
    throw new Error(
      'SHOP_CLOCK_START pins the clock for tests and is refused when NODE_ENV is production: unset it',
    );
  }
  const instant = DateTime.fromISO(text, { setZone: true });
  if (!ISO_INSTANT.test(text) || !instant.isValid) {
    throw new Error(
      `SHOP_CLOCK_START must be an ISO 8601 instant with its zone, such as 2026-11-18T10:00:00Z, got "${value}"`,
    );
  }
  return instant.toJSDate();
}
