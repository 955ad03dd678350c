import Holidays from 'date-holidays';
import { motheringSunday } from '@shop/contracts';
import { daysToPaint } from './delivery-calendar';

describe('daysToPaint', () => {
  it.each`
    given                             | start           | end             | then
    ${'February and March 2027'}      | ${'2027-02-01'} | ${'2027-03-31'} | ${['2027-02-14', '2027-03-07']}
    ${'March 2026'}                   | ${'2026-03-01'} | ${'2026-03-31'} | ${['2026-03-15']}
    ${'the day itself'}               | ${'2027-02-14'} | ${'2027-02-14'} | ${['2027-02-14']}
    ${'the days either side'}         | ${'2027-02-15'} | ${'2027-03-06'} | ${[]}
    ${'a summer month'}               | ${'2026-06-01'} | ${'2026-06-30'} | ${[]}
    ${'a window across the new year'} | ${'2026-12-01'} | ${'2027-03-31'} | ${['2027-02-14', '2027-03-07']}
    ${'two whole years'}              | ${'2026-01-01'} | ${'2027-12-31'} | ${['2026-02-14', '2026-03-15', '2027-02-14', '2027-03-07']}
  `('given $given, then the painted days are $then', ({ start, end, then }) => {
    expect(daysToPaint(start, end)).toEqual(then);
  });

  it('refuses a window that ends before it starts', () => {
    expect(() => daysToPaint('2027-03-31', '2027-02-01')).toThrow(RangeError);
  });
});

describe('Mothering Sunday on the delivery calendar', () => {
  it("agrees with date-holidays' UK Mother's Day for 2000-2060", () => {
    const uk = new Holidays('GB', 'ENG');
    for (let year = 2000; year <= 2060; year++) {
      const mothersDay = uk.getHolidays(year).find((h) => h.name === "Mother's Day");
      expect([year, motheringSunday(year)]).toEqual([year, mothersDay?.date.slice(0, 10)]);
    }
  });
});
