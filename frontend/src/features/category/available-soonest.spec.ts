import { describe, expect, it } from 'vitest';
import { availableSoonestDate } from './available-soonest';

describe('availableSoonestDate', () => {
  it('counts from the London day in summer time: 23:30 UTC is already the next day', () => {
    // 2026-06-04T23:30Z is 00:30 BST on 5 June, so tomorrow is 6 June.
    expect(availableSoonestDate(new Date('2026-06-04T23:30:00Z'))).toBe('2026-06-06');
    expect(availableSoonestDate(new Date('2026-06-04T22:59:00Z'))).toBe('2026-06-05');
  });

  it('counts from the London day in winter, when London is on UTC', () => {
    expect(availableSoonestDate(new Date('2026-11-21T23:30:00Z'))).toBe('2026-11-22');
    expect(availableSoonestDate(new Date('2026-11-22T00:00:00Z'))).toBe('2026-11-23');
  });

  it('rolls over months, years and the clock changes', () => {
    expect(availableSoonestDate(new Date('2026-12-31T12:00:00Z'))).toBe('2027-01-01');
    // The night the clocks go back (25 October 2026) is 25 hours long; tomorrow is still the 26th.
    expect(availableSoonestDate(new Date('2026-10-25T00:30:00Z'))).toBe('2026-10-26');
    // The clocks go forward at 01:00 UTC on 29 March 2026: 00:30 UTC is still the 29th in GMT,
    // 23:30 UTC that evening is already 30 March in BST.
    expect(availableSoonestDate(new Date('2026-03-29T00:30:00Z'))).toBe('2026-03-30');
    expect(availableSoonestDate(new Date('2026-03-29T23:30:00Z'))).toBe('2026-03-31');
  });
});
