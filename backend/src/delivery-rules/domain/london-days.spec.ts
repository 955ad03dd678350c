import { addDays, daysBetween, isIsoDate, londonDateOf, londonDay } from '@shop/contracts';
import { dayFacts, daysFromTo, isCalendarDate, londonNow, plusDays } from './london-days';

describe('remembered London days', () => {
  // Two years either side of both clock changes, asked twice so the second answer is remembered.
  const dates = Array.from({ length: 730 }, (_, i) => addDays('2026-01-01', i));

  it('answers as the contracts helpers do, first time and remembered', () => {
    for (let round = 0; round < 2; round++) {
      for (const date of dates) {
        const day = londonDay(date);
        expect(dayFacts(date)).toEqual({
          weekday: day.weekday,
          year: day.year,
          monthDay: day.toFormat('MM-dd'),
        });
        expect(plusDays(date, 1)).toBe(addDays(date, 1));
        expect(plusDays(date, -3)).toBe(addDays(date, -3));
        expect(daysFromTo('2026-03-29', date)).toBe(daysBetween('2026-03-29', date));
      }
    }
  });

  it('validates dates as isIsoDate does and never remembers a malformed one as valid', () => {
    for (const value of [
      '2026-02-29',
      '2028-02-29',
      '2026-13-01',
      '2026-1-01',
      'x'.repeat(10),
      '',
    ]) {
      expect(isCalendarDate(value)).toBe(isIsoDate(value));
      expect(isCalendarDate(value)).toBe(isIsoDate(value));
    }
    expect(() => dayFacts('2026-02-30')).toThrow(RangeError);
    expect(() => dayFacts('2026-02-30')).toThrow(RangeError);
  });

  it('reads the London date and minute in GMT, in BST and across midnight', () => {
    expect(londonNow(new Date('2026-01-15T16:59:00Z'))).toEqual({
      date: '2026-01-15',
      minuteOfDay: 16 * 60 + 59,
    });
    expect(londonNow(new Date('2026-06-04T16:30:00Z'))).toEqual({
      date: '2026-06-04',
      minuteOfDay: 17 * 60 + 30,
    });
    const lateInBst = new Date('2026-06-04T23:30:00Z');
    expect(londonNow(lateInBst)).toEqual({ date: londonDateOf(lateInBst), minuteOfDay: 30 });
    expect(londonNow(new Date('2026-06-04T23:30:59Z')).minuteOfDay).toBe(30);
  });
});
