import Holidays from 'date-holidays';
import { daysToPaint, easterSunday, motheringSunday } from './delivery-calendar';

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

describe('Easter and Mothering Sunday', () => {
  it.each`
    year    | easter          | mothering
    ${2026} | ${'2026-04-05'} | ${'2026-03-15'}
    ${2027} | ${'2027-03-28'} | ${'2027-03-07'}
    ${2038} | ${'2038-04-25'} | ${'2038-04-04'}
    ${2285} | ${'2285-03-22'} | ${'2285-03-01'}
  `('given $year, then Easter is $easter and Mothering Sunday $mothering', (row) => {
    expect(easterSunday(row.year)).toBe(row.easter);
    expect(motheringSunday(row.year)).toBe(row.mothering);
  });

  it("agrees with date-holidays' UK Mother's Day for 2000-2060", () => {
    const uk = new Holidays('GB', 'ENG');
    for (let year = 2000; year <= 2060; year++) {
      const mothersDay = uk.getHolidays(year).find((h) => h.name === "Mother's Day");
      expect([year, motheringSunday(year)]).toEqual([year, mothersDay?.date.slice(0, 10)]);
    }
  });
});
