import { act } from '@testing-library/react';

/** Turns of the event loop `settle` gives: enough for an answer, its render and the effects after. */
const TURNS = 5;

/**
 * Lets work already under way finish before a test asserts that nothing more happens: stubbed
 * answers arrive, the query client sends its batched notifications (on a zero-delay timeout), and
 * React renders and runs effects. It waits on no clock, only for what is already queued; a test
 * waiting for something to appear waits on that state instead (`findBy…`, `waitFor`).
 */
export async function settle(): Promise<void> {
  await act(async () => {
    for (let turn = 0; turn < TURNS; turn += 1) {
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
  });
}
