import type { DistributorName } from '@shop/contracts';
import {
  earliestDeliveryDate,
  isDeliverable,
  lastBookableDate,
  methodsForDay,
} from './delivery-calendar';

const ids = (distributor: DistributorName, date: string, now: string) =>
  methodsForDay(distributor, date, new Date(now)).map((m) => m.id);

describe('earliestDeliveryDate', () => {
  // 2026-06-04 and 2026-12-03 are Thursdays; June is BST (UTC+1), December GMT (UTC+0).
  it.each`
    given                                         | distributor    | now                       | then
    ${'flowers, 16:59 BST, before 17:00'}         | ${'Flowers'}   | ${'2026-06-04T15:59:00Z'} | ${'2026-06-05'}
    ${'flowers, 17:00 BST, at the cut-off'}       | ${'Flowers'}   | ${'2026-06-04T16:00:00Z'} | ${'2026-06-06'}
    ${'flowers, 16:59:59 GMT'}                    | ${'Flowers'}   | ${'2026-12-03T16:59:59Z'} | ${'2026-12-04'}
    ${'flowers, 17:00 GMT'}                       | ${'Flowers'}   | ${'2026-12-03T17:00:00Z'} | ${'2026-12-05'}
    ${'plants, 13:59 BST, before 14:00'}          | ${'Plants'}    | ${'2026-06-02T12:59:00Z'} | ${'2026-06-04'}
    ${'plants, 14:00 BST'}                        | ${'Plants'}    | ${'2026-06-02T13:00:00Z'} | ${'2026-06-05'}
    ${'hampers, 13:59 GMT'}                       | ${'Hampers'}   | ${'2026-12-01T13:59:00Z'} | ${'2026-12-03'}
    ${'hampers, 14:00 GMT'}                       | ${'Hampers'}   | ${'2026-12-01T14:00:00Z'} | ${'2026-12-04'}
    ${'cards alone, 16:59 BST'}                   | ${'Cards'}     | ${'2026-06-04T15:59:00Z'} | ${'2026-06-05'}
    ${'letterbox flowers, 17:00 BST'}             | ${'Letterbox'} | ${'2026-06-04T16:00:00Z'} | ${'2026-06-06'}
    ${'00:30 BST is already the next London day'} | ${'Flowers'}   | ${'2026-06-04T23:30:00Z'} | ${'2026-06-06'}
    ${'flowers on Saturday 16:00: Sunday'}        | ${'Flowers'}   | ${'2026-06-06T15:00:00Z'} | ${'2026-06-07'}
    ${'plants landing on Sunday move to Monday'}  | ${'Plants'}    | ${'2026-06-04T14:00:00Z'} | ${'2026-06-08'}
    ${'cards on Saturday 16:00: no Sunday post'}  | ${'Cards'}     | ${'2026-06-06T15:00:00Z'} | ${'2026-06-08'}
    ${'Good Friday skipped to Saturday'}          | ${'Flowers'}   | ${'2026-04-02T09:00:00Z'} | ${'2026-04-04'}
    ${'25 and 26 Dec skipped, Sunday 27th'}       | ${'Flowers'}   | ${'2026-12-24T10:00:00Z'} | ${'2026-12-27'}
    ${'cards: Christmas, Sunday, 28th skipped'}   | ${'Cards'}     | ${'2026-12-24T10:00:00Z'} | ${'2026-12-29'}
    ${'1 Jan skipped'}                            | ${'Cards'}     | ${'2026-12-31T10:00:00Z'} | ${'2027-01-02'}
    ${'Sunday and spring bank holiday skipped'}   | ${'Plants'}    | ${'2026-05-21T14:00:00Z'} | ${'2026-05-26'}
  `(
    'given $given, ordering at $now, then the earliest date is $then',
    ({ distributor, now, then }) => {
      expect(earliestDeliveryDate(distributor, new Date(now))).toBe(then);
    },
  );

  it('given a gift card, then there is no delivery date (gift cards are emailed)', () => {
    expect(earliestDeliveryDate('Gift Cards', new Date('2026-06-04T10:00:00Z'))).toBeNull();
  });
});

describe('methodsForDay', () => {
  const morning = '2026-06-01T08:00:00Z'; // Monday 09:00 BST, well before every cut-off

  it.each`
    given                                   | distributor     | date            | then
    ${'flowers on a Sunday'}                | ${'Flowers'}    | ${'2026-06-14'} | ${['sunday']}
    ${'plants on a Sunday'}                 | ${'Plants'}     | ${'2026-06-14'} | ${[]}
    ${'hampers on a Sunday'}                | ${'Hampers'}    | ${'2026-06-14'} | ${[]}
    ${'cards on a Sunday'}                  | ${'Cards'}      | ${'2026-06-14'} | ${[]}
    ${'letterbox flowers on a Sunday'}      | ${'Letterbox'}  | ${'2026-06-14'} | ${[]}
    ${'flowers on a Monday: no standard'}   | ${'Flowers'}    | ${'2026-06-08'} | ${['tracked', 'before-1pm']}
    ${'flowers on a Tuesday'}               | ${'Flowers'}    | ${'2026-06-09'} | ${['standard', 'tracked', 'before-1pm']}
    ${'flowers on a Saturday: no 1pm'}      | ${'Flowers'}    | ${'2026-06-13'} | ${['standard', 'tracked']}
    ${'plants on a Saturday'}               | ${'Plants'}     | ${'2026-06-13'} | ${['tracked']}
    ${'plants on a Friday'}                 | ${'Plants'}     | ${'2026-06-12'} | ${['tracked', 'before-1pm']}
    ${'cards on a Monday'}                  | ${'Cards'}      | ${'2026-06-08'} | ${['letterbox']}
    ${'letterbox flowers: free post first'} | ${'Letterbox'}  | ${'2026-06-09'} | ${['letterbox', 'tracked']}
    ${'gift cards on a Tuesday'}            | ${'Gift Cards'} | ${'2026-06-09'} | ${[]}
  `('given $given ($date), then the methods are $then', ({ distributor, date, then }) => {
    expect(ids(distributor, date, morning)).toEqual(then);
  });

  it.each`
    given                               | date            | now
    ${'Christmas Day'}                  | ${'2026-12-25'} | ${'2026-12-01T08:00:00Z'}
    ${'Boxing Day'}                     | ${'2026-12-26'} | ${'2026-12-01T08:00:00Z'}
    ${'Boxing Day substitute (Monday)'} | ${'2026-12-28'} | ${'2026-12-01T08:00:00Z'}
    ${"New Year's Day"}                 | ${'2027-01-01'} | ${'2026-12-01T08:00:00Z'}
    ${"New Year's Day on a Saturday"}   | ${'2028-01-01'} | ${'2027-12-01T08:00:00Z'}
    ${'Good Friday'}                    | ${'2026-04-03'} | ${'2026-03-01T08:00:00Z'}
    ${'Easter Monday'}                  | ${'2026-04-06'} | ${'2026-03-01T08:00:00Z'}
    ${'spring bank holiday'}            | ${'2026-05-25'} | ${'2026-05-01T08:00:00Z'}
  `('given $given, then nothing is delivered', ({ date, now }) => {
    expect(ids('Flowers', date, now)).toEqual([]);
    expect(isDeliverable('Flowers', date, new Date(now))).toBe(false);
  });

  // Each ordered within the look-ahead (this month and the six after it).
  it.each`
    given                                   | date            | now
    ${'the Tuesday after Christmas'}        | ${'2026-12-29'} | ${'2026-12-01T08:00:00Z'}
    ${'Christmas Eve'}                      | ${'2026-12-24'} | ${'2026-12-01T08:00:00Z'}
    ${'the Thursday before Good Friday'}    | ${'2026-04-02'} | ${'2026-03-01T08:00:00Z'}
    ${'the Tuesday after the bank holiday'} | ${'2026-05-26'} | ${'2026-03-01T08:00:00Z'}
  `('given $given, then flowers are delivered', ({ date, now }) => {
    expect(isDeliverable('Flowers', date, new Date(now))).toBe(true);
  });

  it.each`
    given                                    | date            | now                       | then
    ${'today'}                               | ${'2026-06-04'} | ${'2026-06-04T08:00:00Z'} | ${[]}
    ${'yesterday'}                           | ${'2026-06-03'} | ${'2026-06-04T08:00:00Z'} | ${[]}
    ${'tomorrow, ordered at 16:59 BST'}      | ${'2026-06-05'} | ${'2026-06-04T15:59:00Z'} | ${['standard', 'tracked', 'before-1pm']}
    ${'tomorrow, ordered at 17:00 BST'}      | ${'2026-06-05'} | ${'2026-06-04T16:00:00Z'} | ${[]}
    ${'the day after, ordered at 17:00 BST'} | ${'2026-06-06'} | ${'2026-06-04T16:00:00Z'} | ${['standard', 'tracked']}
  `('given $given, then flowers offer $then', ({ date, now, then }) => {
    expect(ids('Flowers', date, now)).toEqual(then);
  });

  it('answers full method rules with the DOMAIN.md price and date suffix', () => {
    const [first, , last] = methodsForDay('Flowers', '2026-06-09', new Date(morning));
    expect(first).toMatchObject({ id: 'standard', price: 0, dateSuffix: '' });
    expect(last).toMatchObject({
      id: 'before-1pm',
      price: 799,
      dateSuffix: ' before 1pm',
      requiresPostcodeCheck: true,
      overrideMethod: 'tracked',
    });
  });

  it('refuses a malformed date', () => {
    expect(() => methodsForDay('Flowers', '2026-02-30', new Date(morning))).toThrow(RangeError);
  });
});

describe('the look-ahead (spec 000 §4: up to 7 months, this one included)', () => {
  const now = '2026-06-04T10:00:00Z';

  it('ends on the last day of the seventh month', () => {
    expect(lastBookableDate(new Date(now))).toBe('2026-12-31');
    // London's date decides the month: 23:30 UTC on 31 May is already June in BST.
    expect(lastBookableDate(new Date('2026-05-31T23:30:00Z'))).toBe('2026-12-31');
    expect(lastBookableDate(new Date('2026-12-15T10:00:00Z'))).toBe('2027-06-30');
  });

  it('offers its last day and nothing after it', () => {
    expect(ids('Flowers', '2026-12-31', now)).toEqual(['standard', 'tracked', 'before-1pm']);
    expect(ids('Flowers', '2027-01-02', now)).toEqual([]);
    expect(ids('Flowers', '9999-12-31', now)).toEqual([]);
    expect(isDeliverable('Flowers', '9999-12-31', new Date(now))).toBe(false);
  });
});
