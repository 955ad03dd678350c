import { act } from '@testing-library/react';
import { vi } from 'vitest';
import { MODAL_OPEN_DELAY_MS } from '../ui/modal-url';

/*
 * A modal opens MODAL_OPEN_DELAY_MS after it is activated (src/ui/use-modal.ts). Specs step over
 * that delay on a fake clock rather than waiting it out.
 */

/**
 * Holds timeouts on a still fake clock from here (call it just before the click that activates a
 * modal); `pass()` steps over the modal's open delay, so it opens and its address says so, and
 * puts real timers back. Between the two the test may check the opener but awaits nothing.
 * Timeouts set in between run if they fall due within the delay; any due later (the query cache's
 * garbage collection, for one) are dropped with the fake clock, so a test that needs such a
 * timeout to fire uses `fakeTimeouts` instead.
 */
export function holdModalDelay(): { pass: () => Promise<void> } {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  return {
    pass: async () => {
      try {
        await act(async () => {
          vi.advanceTimersByTime(MODAL_OPEN_DELAY_MS);
        });
      } finally {
        vi.useRealTimers();
      }
    },
  };
}

/**
 * Puts a whole test's timeouts on a fake clock that still moves with real time (so answers, the
 * query client and Testing Library's waits go on as usual), for a modal activated after an await
 * (an effect, a lazily loaded opener); `passModalDelay` then steps over its delay. Call
 * `vi.useRealTimers()` after each such test.
 */
export function fakeTimeouts(now?: Date): void {
  vi.useFakeTimers({
    toFake: now ? ['setTimeout', 'clearTimeout', 'Date'] : ['setTimeout', 'clearTimeout'],
    shouldAdvanceTime: true,
    ...(now ? { now } : {}),
  });
}

/** On `fakeTimeouts`' clock: steps over the open delay of a modal just activated. */
export async function passModalDelay(): Promise<void> {
  await act(async () => {
    vi.advanceTimersByTime(MODAL_OPEN_DELAY_MS);
  });
}
