import { describe, expect, it } from 'vitest';
import { formatLondonTime } from './london-time';

describe('formatLondonTime', () => {
  it('shows summer times in British Summer Time', () => {
    expect(formatLondonTime('2026-06-05T13:03:09Z')).toBe('5 Jun 2026, 14:03:09');
  });

  it('shows winter times in Greenwich Mean Time', () => {
    expect(formatLondonTime('2026-01-15T09:30:00Z')).toBe('15 Jan 2026, 09:30:00');
  });

  it('leaves text that is not a time alone', () => {
    expect(formatLondonTime('soon')).toBe('soon');
  });
});
