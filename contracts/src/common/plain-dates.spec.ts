import {
  addDays,
  formatOrdinalDate,
  formatWeekdayOrdinalDate,
  isIsoDate,
  londonDateOf,
} from './dates';
import { londonIsoDate, plusDays } from './london-dates';
import { isPlainIsoDate, plainOrdinalDate, plainWeekdayOrdinalDate } from './plain-dates';

describe('plain (luxon-free) dates agree with the luxon helpers', () => {
  it.each([
    '2026-06-04T22:59:59Z',
    '2026-06-04T23:30:00Z',
    '2026-12-04T23:30:00Z',
    '2026-03-29T00:59:00Z',
    '2026-03-29T01:00:00Z',
    '2026-10-25T00:30:00Z',
    '2026-10-25T23:30:00Z',
    '2026-12-31T23:59:59Z',
  ])('London date of %s', (instant) => {
    expect(londonIsoDate(new Date(instant))).toBe(londonDateOf(new Date(instant)));
  });

  it.each([
    ['2026-03-28', 2],
    ['2026-10-24', 2],
    ['2026-12-31', 1],
    ['2028-02-28', 1],
    ['2026-06-05', -5],
  ])('%s plus %i days', (date, days) => {
    expect(plusDays(date, days)).toBe(addDays(date, days));
  });

  it.each(['2026-06-05', '2026-01-01', '2026-03-22', '2026-11-13', '2026-12-31', '2027-02-02'])(
    '%s written as the spec writes it',
    (date) => {
      expect(plainOrdinalDate(date)).toBe(formatOrdinalDate(date));
    },
  );

  it.each(['2026-06-05', '2026-01-01', '2026-03-29', '2026-10-25', '2026-12-31', '2028-02-29'])(
    '%s written with its weekday',
    (date) => {
      expect(plainWeekdayOrdinalDate(date)).toBe(formatWeekdayOrdinalDate(date));
    },
  );

  it.each([
    '2026-06-05',
    '2028-02-29',
    '2026-02-29',
    '2026-02-30',
    '2026-13-01',
    '2026-00-10',
    '2026-06-00',
    '2026-6-5',
    '2026-06-05T00:00',
    ' 2026-06-05',
    '',
    null,
    20260605,
  ])('%s is a date exactly when isIsoDate says so', (value) => {
    expect(isPlainIsoDate(value)).toBe(isIsoDate(value));
  });
});
