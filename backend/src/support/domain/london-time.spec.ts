import { londonTime } from './london-time';

describe('londonTime', () => {
  it('shows BST in summer and GMT in winter', () => {
    expect(londonTime('2026-06-05T13:03:09.000Z')).toBe('5 Jun 2026, 14:03:09');
    expect(londonTime('2026-12-01T09:00:00.000Z')).toBe('1 Dec 2026, 09:00:00');
    expect(londonTime('2026-09-30T23:30:00.000Z')).toBe('1 Oct 2026, 00:30:00');
  });
});
