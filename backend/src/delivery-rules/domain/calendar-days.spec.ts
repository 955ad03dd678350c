import { calendarDays, MAX_CALENDAR_WINDOW_DAYS } from './delivery-calendar';

// Thursday 11:00 BST: the first flowers day is Friday 5 June.
const now = new Date('2026-06-04T10:00:00Z');

describe('calendarDays', () => {
  it('given a week of flowers, then each date has its methods keyed by id, cheapest first', () => {
    const days = calendarDays('Flowers', '2026-06-04', '2026-06-10', now);

    expect(days.map((d) => [d.date, d.isAvailable, Object.keys(d.deliveryMethods)])).toEqual([
      ['2026-06-04', false, []],
      ['2026-06-05', true, ['standard', 'tracked', 'before-1pm']],
      ['2026-06-06', true, ['standard', 'tracked']],
      ['2026-06-07', true, ['sunday']],
      ['2026-06-08', true, ['tracked', 'before-1pm']],
      ['2026-06-09', true, ['standard', 'tracked', 'before-1pm']],
      ['2026-06-10', true, ['standard', 'tracked', 'before-1pm']],
    ]);
    expect(days.every((d) => d.isDummy === false)).toBe(true);
  });

  it('given a day, then each method carries what the storefront shows (spec 000 §3)', () => {
    const [friday] = calendarDays('Flowers', '2026-06-05', '2026-06-05', now);

    expect(friday).toEqual({
      date: '2026-06-05',
      isAvailable: true,
      isDummy: false,
      deliveryMethods: {
        standard: {
          id: 'standard',
          name: 'Standard Delivery',
          price: 0,
          dateSuffix: '',
          requiresPostcodeCheck: false,
        },
        tracked: {
          id: 'tracked',
          name: 'Tracked Delivery',
          price: 399,
          dateSuffix: '',
          requiresPostcodeCheck: false,
        },
        'before-1pm': {
          id: 'before-1pm',
          name: 'Before 1pm',
          price: 799,
          dateSuffix: ' before 1pm',
          requiresPostcodeCheck: true,
        },
      },
    });
  });

  it('given the Christmas fortnight for cards, then only ordinary working days are open', () => {
    const open = calendarDays('Cards', '2026-12-24', '2027-01-04', new Date('2026-12-01T10:00:00Z'))
      .filter((d) => d.isAvailable)
      .map((d) => d.date);

    expect(open).toEqual([
      '2026-12-24',
      '2026-12-29',
      '2026-12-30',
      '2026-12-31',
      '2027-01-02',
      '2027-01-04',
    ]);
  });

  it('given an unavailable product, then no day and no method is offered', () => {
    const days = calendarDays('Flowers', '2026-06-04', '2026-06-10', now, false);

    expect(days).toHaveLength(7);
    expect(days.filter((d) => d.isAvailable || Object.keys(d.deliveryMethods).length)).toEqual([]);
  });

  it('given a gift card, then every day is unavailable', () => {
    const days = calendarDays('Gift Cards', '2026-06-04', '2026-06-10', now);

    expect(days.map((d) => d.isAvailable)).toEqual(Array(7).fill(false));
  });

  it.each`
    given                      | start           | end             | length
    ${'one day'}               | ${'2026-06-05'} | ${'2026-06-05'} | ${1}
    ${'a month'}               | ${'2026-06-01'} | ${'2026-06-30'} | ${30}
    ${'across the BST change'} | ${'2026-10-20'} | ${'2026-11-05'} | ${17}
    ${'exactly 62 days'}       | ${'2026-06-01'} | ${'2026-08-01'} | ${MAX_CALENDAR_WINDOW_DAYS}
  `('given $given, then one entry per date', ({ start, end, length }) => {
    const days = calendarDays('Flowers', start, end, now);

    expect(days).toHaveLength(length);
    expect(days[0].date).toBe(start);
    expect(days[days.length - 1].date).toBe(end);
  });

  it.each`
    given                    | start           | end
    ${'an end before start'} | ${'2026-06-10'} | ${'2026-06-09'}
    ${'63 days'}             | ${'2026-06-01'} | ${'2026-08-02'}
    ${'a year'}              | ${'2026-01-01'} | ${'2026-12-31'}
    ${'a malformed start'}   | ${'2026-6-1'}   | ${'2026-06-09'}
    ${'an impossible end'}   | ${'2026-02-01'} | ${'2026-02-30'}
  `('given $given, then the window is refused with a RangeError', ({ start, end }) => {
    expect(() => calendarDays('Flowers', start, end, now)).toThrow(RangeError);
  });
});
