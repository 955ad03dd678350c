import type { CalendarDayResponse } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { calendarAnswer, day, dummy, flowerMethods } from './calendar.fixtures';
import {
  addMonths,
  afterSearch,
  canGoNext,
  canGoPrevious,
  findAvailableMonth,
  MAX_MONTHS_SEARCHED,
  monthGrid,
  monthNotice,
  monthOf,
  monthTitle,
  monthWindow,
  nextSearch,
  openingSearch,
  paintedDates,
  previousMonth,
  startingPoint,
  weekdayIndex,
  type MonthView,
} from './month-rules';

const month = (key: string, methodsOn: (date: string) => string[] = flowerMethods) => {
  const { start, end } = monthWindow(key);
  return calendarAnswer(start, end, methodsOn, { pad: true });
};
const none = () => [];

describe('months', () => {
  it('counts months across years and names them', () => {
    expect(monthOf('2026-11-21')).toBe('2026-11');
    expect(addMonths('2026-11', 1)).toBe('2026-12');
    expect(addMonths('2026-12', 1)).toBe('2027-01');
    expect(addMonths('2027-01', -1)).toBe('2026-12');
    expect(addMonths('2026-11', 14)).toBe('2028-01');
    expect(monthTitle('2026-06')).toBe('June 2026');
  });

  it('asks month start to month end, leap years included', () => {
    expect(monthWindow('2026-11')).toEqual({ start: '2026-11-01', end: '2026-11-30' });
    expect(monthWindow('2027-02')).toEqual({ start: '2027-02-01', end: '2027-02-28' });
    expect(monthWindow('2028-02')).toEqual({ start: '2028-02-01', end: '2028-02-29' });
    expect(monthWindow('2026-12')).toEqual({ start: '2026-12-01', end: '2026-12-31' });
  });

  it('numbers weekdays from Monday', () => {
    expect(weekdayIndex('2026-11-02')).toBe(0);
    expect(weekdayIndex('2026-11-01')).toBe(6);
    expect(weekdayIndex('2027-02-01')).toBe(0);
  });
});

describe('monthGrid', () => {
  const dates = (week: (CalendarDayResponse | null)[]) => week.map((cell) => cell?.date ?? null);

  it('lays the month out Monday to Sunday, padding days empty, always six weeks', () => {
    // November 2026 starts on a Sunday: six empty cells, then the 1st under Sunday.
    const weeks = monthGrid('2026-11', month('2026-11'));
    expect(weeks).toHaveLength(6);
    expect(weeks.every((week) => week.length === 7)).toBe(true);
    expect(dates(weeks[0])).toEqual([null, null, null, null, null, null, '2026-11-01']);
    expect(dates(weeks[1])).toEqual([
      '2026-11-02',
      '2026-11-03',
      '2026-11-04',
      '2026-11-05',
      '2026-11-06',
      '2026-11-07',
      '2026-11-08',
    ]);
    expect(dates(weeks[5])).toEqual(['2026-11-30', null, null, null, null, null, null]);
    expect(weeks[1][0]?.deliveryMethods).toHaveProperty('tracked');
  });

  it('fills a four-week February with empty weeks and never shows a dummy day', () => {
    const answer = month('2027-02');
    expect(answer.filter((d) => d.isDummy)).toHaveLength(0);
    const weeks = monthGrid('2027-02', [dummy('2027-01-31'), ...answer, dummy('2027-03-01')]);
    expect(dates(weeks[0])[0]).toBe('2027-02-01');
    expect(dates(weeks[3])[6]).toBe('2027-02-28');
    expect(
      weeks
        .slice(4)
        .flat()
        .every((cell) => cell === null),
    ).toBe(true);
  });

  it('shows a date the answer lacks as unavailable', () => {
    const weeks = monthGrid('2026-11', [day('2026-11-03', ['standard'])]);
    expect(weeks[1][1]?.isAvailable).toBe(true);
    expect(weeks[1][2]).toEqual({
      date: '2026-11-04',
      isAvailable: false,
      isDummy: false,
      deliveryMethods: {},
    });
  });
});

describe('paintedDates', () => {
  it("gathers the methods' days to paint", () => {
    const answer = calendarAnswer('2027-02-01', '2027-02-28', flowerMethods, {
      paint: ['2027-02-14', '2027-03-07'],
    });
    expect([...paintedDates(answer)]).toEqual(['2027-02-14']);
    expect(paintedDates([day('2026-11-03')]).size).toBe(0);
  });
});

describe('findAvailableMonth', () => {
  it('answers the first month looked at when it has an available day', async () => {
    const asked: string[] = [];
    const found = await findAvailableMonth('2026-11', (key) => {
      asked.push(key);
      return Promise.resolve(month(key));
    });
    expect(found).toBe('2026-11');
    expect(asked).toEqual(['2026-11']);
  });

  it('looks ahead month by month until a month has an available day', async () => {
    const asked: string[] = [];
    const found = await findAvailableMonth('2026-11', (key) => {
      asked.push(key);
      return Promise.resolve(month(key, key < '2027-02' ? none : flowerMethods));
    });
    expect(found).toBe('2027-02');
    expect(asked).toEqual(['2026-11', '2026-12', '2027-01', '2027-02']);
  });

  it('gives up after seven months', async () => {
    const asked: string[] = [];
    const found = await findAvailableMonth('2026-11', (key) => {
      asked.push(key);
      return Promise.resolve(month(key, none));
    });
    expect(found).toBeNull();
    expect(MAX_MONTHS_SEARCHED).toBe(7);
    expect(asked).toEqual([
      '2026-11',
      '2026-12',
      '2027-01',
      '2027-02',
      '2027-03',
      '2027-04',
      '2027-05',
    ]);
  });
});

describe('month navigation', () => {
  const at = (shown: string, lastMonth: string | null = null): MonthView => ({ shown, lastMonth });

  it('opens at the month found, looking from the start month', () => {
    const search = openingSearch('2027-01');
    expect(search).toEqual({ from: '2027-01', resetTo: '2027-01' });
    expect(afterSearch(null, search, '2027-03')).toEqual(at('2027-03'));
  });

  it('Next looks from the month after, and goes to the month found', () => {
    const search = nextSearch(at('2026-11'));
    expect(search).toEqual({ from: '2026-12', resetTo: '2026-11' });
    expect(afterSearch(at('2026-11'), search, '2027-01')).toEqual(at('2027-01'));
  });

  it('resets to the start month, which becomes the last month, when no month is found', () => {
    const search = nextSearch(at('2027-04'));
    const view = afterSearch(at('2027-04'), search, null);
    expect(view).toEqual(at('2027-04', '2027-04'));
    expect(canGoNext(view, false)).toBe(false);
    expect(monthNotice(view, month('2027-04'))).toBe('last-month');
  });

  it('keeps the last month while moving back and forth below it', () => {
    const last = at('2027-04', '2027-04');
    const back = previousMonth(last);
    expect(back).toEqual(at('2027-03', '2027-04'));
    expect(canGoNext(back, false)).toBe(true);
    expect(monthNotice(back, month('2027-03'))).toBeNull();
    expect(afterSearch(back, nextSearch(back), '2027-04')).toEqual(last);
  });

  it('disables Previous at the current month and Next at the last found month', () => {
    expect(canGoPrevious(at('2026-11'), '2026-11-21', false)).toBe(false);
    expect(canGoPrevious(at('2026-12'), '2026-11-21', false)).toBe(true);
    expect(canGoNext(at('2026-12'), false)).toBe(true);
    expect(canGoNext(at('2026-12', '2027-02'), false)).toBe(true);
    expect(canGoNext(at('2027-02', '2027-02'), false)).toBe(false);
  });

  it('disables both while loading', () => {
    expect(canGoPrevious(at('2026-12'), '2026-11-21', true)).toBe(false);
    expect(canGoNext(at('2026-12'), true)).toBe(false);
  });

  it('warns of the last month only where a search ran out, and says no days when it has none', () => {
    expect(monthNotice(at('2026-12'), month('2026-12'))).toBeNull();
    expect(monthNotice(at('2026-12'), month('2026-12', none))).toBeNull();
    const opened = afterSearch(null, openingSearch('2026-12'), null);
    expect(opened).toEqual(at('2026-12', '2026-12'));
    expect(monthNotice(opened, month('2026-12', none))).toBe('no-days');
  });
});

describe('startingPoint', () => {
  it('opens the compact window holding the date, or the month beyond the last step', () => {
    expect(startingPoint('2026-11-21', null)).toEqual({ step: 0, month: null });
    expect(startingPoint('2026-11-21', '2026-11-10')).toEqual({ step: 0, month: null });
    expect(startingPoint('2026-11-21', '2026-11-24')).toEqual({ step: 0, month: null });
    expect(startingPoint('2026-11-21', '2026-11-25')).toEqual({ step: 1, month: null });
    // Step 15 shows 21st November + 60 days to + 63: 20th to 23rd January.
    expect(startingPoint('2026-11-21', '2027-01-23')).toEqual({ step: 15, month: null });
    expect(startingPoint('2026-11-21', '2027-01-24')).toEqual({ step: 15, month: '2027-01' });
    expect(startingPoint('2026-11-21', '2027-03-02')).toEqual({ step: 15, month: '2027-03' });
  });
});
