import {
  addDays,
  daysBetween,
  formatOrdinalDate,
  formatWeekdayOrdinalDate,
  isIsoDate,
  londonDateOf,
  londonDateTimeOf,
  londonDay,
} from './dates';
import { ordinal } from './plain-dates';

describe('ordinal', () => {
  it.each([
    [1, '1st'],
    [2, '2nd'],
    [3, '3rd'],
    [4, '4th'],
    [11, '11th'],
    [12, '12th'],
    [13, '13th'],
    [21, '21st'],
    [22, '22nd'],
    [23, '23rd'],
    [24, '24th'],
    [30, '30th'],
    [31, '31st'],
    [111, '111th'],
    [101, '101st'],
  ])('%i → %s', (n, expected) => {
    expect(ordinal(n)).toBe(expected);
  });

  it('refuses non-day numbers', () => {
    expect(() => ordinal(1.5)).toThrow(RangeError);
    expect(() => ordinal(-1)).toThrow(RangeError);
  });
});

describe('formatOrdinalDate', () => {
  it('writes the spec form "5th June"', () => {
    expect(formatOrdinalDate('2026-06-05')).toBe('5th June');
    expect(formatOrdinalDate('2026-12-01')).toBe('1st December');
    expect(formatOrdinalDate('2026-01-22')).toBe('22nd January');
    expect(formatOrdinalDate('2026-03-13')).toBe('13th March');
    expect(formatOrdinalDate('2026-10-31')).toBe('31st October');
  });

  it('adds the weekday where wanted', () => {
    expect(formatWeekdayOrdinalDate('2026-06-05')).toBe('Friday 5th June');
  });
});

describe('isIsoDate', () => {
  it('accepts real calendar dates only', () => {
    expect(isIsoDate('2026-06-05')).toBe(true);
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('2026-13-01')).toBe(false);
    expect(isIsoDate('2026-6-5')).toBe(false);
    expect(isIsoDate('2026-06-05T00:00')).toBe(false);
    expect(isIsoDate(20260605)).toBe(false);
  });

  it('londonDay throws on a bad date', () => {
    expect(() => londonDay('tomorrow')).toThrow(RangeError);
  });
});

describe('London dates across BST and GMT', () => {
  it('a late-evening UTC instant in summer is already the next day in London', () => {
    expect(londonDateOf(new Date('2026-06-04T23:30:00Z'))).toBe('2026-06-05');
    expect(londonDateOf(new Date('2026-06-04T22:59:59Z'))).toBe('2026-06-04');
  });

  it('in winter London is on UTC', () => {
    expect(londonDateOf(new Date('2026-12-04T23:30:00Z'))).toBe('2026-12-04');
  });

  it('spring forward: 29 March 2026 01:00 UTC is 02:00 BST, a 23-hour day', () => {
    expect(londonDateTimeOf(new Date('2026-03-29T00:59:00Z')).toFormat('HH:mm ZZ')).toBe(
      '00:59 +00:00',
    );
    expect(londonDateTimeOf(new Date('2026-03-29T01:00:00Z')).toFormat('HH:mm ZZ')).toBe(
      '02:00 +01:00',
    );
    expect(londonDay('2026-03-30').diff(londonDay('2026-03-29'), 'hours').hours).toBe(23);
    expect(addDays('2026-03-28', 1)).toBe('2026-03-29');
    expect(addDays('2026-03-28', 2)).toBe('2026-03-30');
    expect(daysBetween('2026-03-28', '2026-03-30')).toBe(2);
  });

  it('fall back: 25 October 2026 is a 25-hour day', () => {
    expect(londonDateTimeOf(new Date('2026-10-25T00:30:00Z')).toFormat('HH:mm ZZ')).toBe(
      '01:30 +01:00',
    );
    expect(londonDateTimeOf(new Date('2026-10-25T01:30:00Z')).toFormat('HH:mm ZZ')).toBe(
      '01:30 +00:00',
    );
    expect(londonDay('2026-10-26').diff(londonDay('2026-10-25'), 'hours').hours).toBe(25);
    expect(addDays('2026-10-24', 2)).toBe('2026-10-26');
    expect(daysBetween('2026-10-26', '2026-10-24')).toBe(-2);
  });

  it('adds days across month and year ends', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
  });
});
