import { bankHolidaysOf, isBankHoliday, isClosedDay } from './bank-holidays';

describe('England and Wales bank holidays', () => {
  it.each`
    date            | name                            | then
    ${'2026-04-03'} | ${'Good Friday'}                | ${true}
    ${'2026-04-06'} | ${'Easter Monday'}              | ${true}
    ${'2026-05-25'} | ${'Spring bank holiday'}        | ${true}
    ${'2026-08-31'} | ${'Summer bank holiday'}        | ${true}
    ${'2026-12-28'} | ${'Boxing Day substitute'}      | ${true}
    ${'2027-12-27'} | ${'Christmas Day substitute'}   | ${true}
    ${'2026-04-05'} | ${'Easter Sunday (observance)'} | ${false}
    ${'2026-03-15'} | ${"Mother's Day (observance)"}  | ${false}
    ${'2026-03-17'} | ${"St Patrick's Day (NI only)"} | ${false}
    ${'2026-11-30'} | ${"St Andrew's Day (Scotland)"} | ${false}
    ${'2026-06-04'} | ${'an ordinary Thursday'}       | ${false}
  `('given $name ($date), then isBankHoliday is $then', ({ date, then }) => {
    expect(isBankHoliday(date)).toBe(then);
  });

  it('lists the eight England and Wales holidays of 2026 (plus the Boxing Day substitute)', () => {
    expect([...bankHolidaysOf(2026)].sort()).toEqual([
      '2026-01-01',
      '2026-04-03',
      '2026-04-06',
      '2026-05-04',
      '2026-05-25',
      '2026-08-31',
      '2026-12-25',
      '2026-12-26',
      '2026-12-28',
    ]);
  });

  it.each`
    date            | then
    ${'2026-12-24'} | ${false}
    ${'2026-12-25'} | ${true}
    ${'2026-12-26'} | ${true}
    ${'2026-12-27'} | ${false}
    ${'2026-12-28'} | ${true}
    ${'2026-12-31'} | ${false}
    ${'2027-01-01'} | ${true}
    ${'2028-01-01'} | ${true}
  `('given $date, then isClosedDay is $then', ({ date, then }) => {
    expect(isClosedDay(date)).toBe(then);
  });
});
