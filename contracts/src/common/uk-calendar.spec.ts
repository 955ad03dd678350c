import { easterSunday, motheringSunday } from './uk-calendar';

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

  it('knows Easter Sunday', () => {
    expect(['2024', '2025', '2026', '2027', '2038'].map((y) => easterSunday(Number(y)))).toEqual([
      '2024-03-31',
      '2025-04-20',
      '2026-04-05',
      '2027-03-28',
      '2038-04-25',
    ]);
  });
});
