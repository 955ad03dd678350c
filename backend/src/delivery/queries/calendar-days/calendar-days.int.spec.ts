import { PATH_MESSAGES } from '../../../platform/http/path-pipes';
import request from 'supertest';
import type { CalendarDayResponse } from '@shop/contracts';
import { CATALOGUE_MESSAGES } from '../../../catalogue';
import { SEED_PRODUCTS } from '../../../catalogue';
import { createTestApp } from '../../../testing/test-app';
import { testDialects } from '../../../platform/database/scratch-database';
import { CALENDAR_MESSAGES } from '../../domain/calendar.messages';

// Thursday 4 June 2026. 15:59Z is 16:59 BST, a minute before the flowers' 17:00 cut-off.
const BEFORE_FLOWERS_CUT_OFF = new Date('2026-06-04T15:59:00Z');
const AT_FLOWERS_CUT_OFF = new Date('2026-06-04T16:00:00Z');
// Wednesday 23 December 2026, 10:00 GMT: before every cut-off, just ahead of Christmas.
const CHRISTMAS_WEEK = new Date('2026-12-23T10:00:00Z');

const flowers = SEED_PRODUCTS.find((p) => p.distributor === 'Flowers' && p.available)!;
const plant = SEED_PRODUCTS.find((p) => p.distributor === 'Plants' && p.available)!;
const letterbox = SEED_PRODUCTS.find((p) => p.distributor === 'Letterbox' && p.available)!;
const unavailable = SEED_PRODUCTS.find((p) => p.distributor === 'Flowers' && !p.available)!;

const available = (days: CalendarDayResponse[]) =>
  days.filter((d) => d.isAvailable).map((d) => d.date);
const methodIds = (days: CalendarDayResponse[]) =>
  days.map((d) => [d.date, Object.keys(d.deliveryMethods)]);

describe.each(testDialects())('calendar API on %s', (dialect) => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp({ dialect, now: BEFORE_FLOWERS_CUT_OFF });
  });
  afterAll(async () => {
    await t.close();
  });
  const getDays = async (start: string, end: string, productId: number, query = '') => {
    const response = await request(t.server)
      .get(`/api/calendar/get-days/${start}/${end}/${productId}${query}`)
      .expect(200);
    return response.body.data as CalendarDayResponse[];
  };
  const refusal = async (path: string, status: number) =>
    (await request(t.server).get(path).expect(status)).body;

  describe('the first available day and its methods', () => {
    it('given flowers at 16:59 BST on Thursday, then Friday is first, cheapest method first', async () => {
      t.clock.set(BEFORE_FLOWERS_CUT_OFF);
      const days = await getDays('2026-06-04', '2026-06-07', flowers.id);

      expect(methodIds(days)).toEqual([
        ['2026-06-04', []],
        ['2026-06-05', ['standard', 'tracked', 'before-1pm']],
        ['2026-06-06', ['standard', 'tracked']],
        ['2026-06-07', ['sunday']],
      ]);
      expect(days.map((d) => [d.isAvailable, d.isDummy])).toEqual([
        [false, false],
        [true, false],
        [true, false],
        [true, false],
      ]);
    });

    it('given flowers at 17:00 BST, then Friday is gone and Saturday is first', async () => {
      t.clock.set(AT_FLOWERS_CUT_OFF);
      const days = await getDays('2026-06-04', '2026-06-07', flowers.id);

      expect(available(days)).toEqual(['2026-06-06', '2026-06-07']);
      expect(Object.keys(days[2].deliveryMethods)).toEqual(['standard', 'tracked']);
    });

    it('given a plant after its 14:00 cut-off, then Monday is first and only tracked or before 1pm run', async () => {
      t.clock.set(BEFORE_FLOWERS_CUT_OFF);
      const days = await getDays('2026-06-04', '2026-06-13', plant.id);

      expect(available(days)[0]).toBe('2026-06-08');
      expect(days.find((d) => d.date === '2026-06-08')!.deliveryMethods).toEqual({
        tracked: {
          id: 'tracked',
          name: 'Tracked Delivery',
          price: 399,
          dateSuffix: '',
          requiresPostcodeCheck: false,
          daysToPaint: [],
          overrideMethod: null,
        },
        'before-1pm': {
          id: 'before-1pm',
          name: 'Before 1pm',
          price: 799,
          dateSuffix: ' before 1pm',
          requiresPostcodeCheck: true,
          daysToPaint: [],
          overrideMethod: { overrideId: 'tracked', originalId: 'before-1pm' },
        },
      });
      // Plants never go on Sunday; Saturday is tracked only.
      expect(methodIds(days.slice(-7))).toEqual([
        ['2026-06-07', []],
        ['2026-06-08', ['tracked', 'before-1pm']],
        ['2026-06-09', ['tracked', 'before-1pm']],
        ['2026-06-10', ['tracked', 'before-1pm']],
        ['2026-06-11', ['tracked', 'before-1pm']],
        ['2026-06-12', ['tracked', 'before-1pm']],
        ['2026-06-13', ['tracked']],
      ]);
    });

    it('orders every day cheapest first, so the preselected method is the cheapest', async () => {
      t.clock.set(BEFORE_FLOWERS_CUT_OFF);
      for (const product of [flowers, plant, letterbox]) {
        const days = await getDays('2026-06-01', '2026-06-30', product.id);
        for (const day of days) {
          const prices = Object.values(day.deliveryMethods).map((m) => m.price);
          expect([product.distributor, day.date, prices]).toEqual([
            product.distributor,
            day.date,
            [...prices].sort((a, b) => a - b),
          ]);
        }
      }
      const letterboxFriday = (await getDays('2026-06-05', '2026-06-05', letterbox.id))[0];
      expect(Object.keys(letterboxFriday.deliveryMethods)).toEqual(['letterbox', 'tracked']);
    });

    it('given an unavailable product, then no day is available and none offers a method', async () => {
      t.clock.set(BEFORE_FLOWERS_CUT_OFF);
      const days = await getDays('2026-06-01', '2026-06-30', unavailable.id);

      expect(days).toHaveLength(30);
      expect(days.filter((d) => d.isAvailable || Object.keys(d.deliveryMethods).length)).toEqual(
        [],
      );
    });
  });

  describe('Christmas and bank holidays', () => {
    it('given flowers in Christmas week (GMT), then 25, 26, 28 Dec and 1 Jan are closed', async () => {
      t.clock.set(CHRISTMAS_WEEK);
      const days = await getDays('2026-12-23', '2027-01-04', flowers.id);

      expect(available(days)).toEqual([
        '2026-12-24',
        '2026-12-27', // a Sunday: Sunday Delivery only
        '2026-12-29',
        '2026-12-30',
        '2026-12-31',
        '2027-01-02',
        '2027-01-03',
        '2027-01-04',
      ]);
      const closed = days.filter((d) =>
        ['2026-12-25', '2026-12-26', '2026-12-28', '2027-01-01'].includes(d.date),
      );
      expect(closed.map((d) => [d.date, d.isAvailable, d.deliveryMethods])).toEqual([
        ['2026-12-25', false, {}],
        ['2026-12-26', false, {}],
        ['2026-12-28', false, {}],
        ['2027-01-01', false, {}],
      ]);
    });

    it('given a plant in Christmas week, then the first day is Tuesday 29 December', async () => {
      t.clock.set(CHRISTMAS_WEEK);
      const days = await getDays('2026-12-23', '2027-01-04', plant.id);

      expect(available(days)[0]).toBe('2026-12-29');
    });

    it('given spring 2027, then Good Friday and Easter Monday are closed', async () => {
      t.clock.set(CHRISTMAS_WEEK);
      const days = await getDays('2027-03-25', '2027-03-30', flowers.id);

      expect(days.map((d) => [d.date, d.isAvailable])).toEqual([
        ['2027-03-25', true],
        ['2027-03-26', false], // Good Friday
        ['2027-03-27', true],
        ['2027-03-28', true], // Easter Sunday is no bank holiday: Sunday Delivery runs
        ['2027-03-29', false], // Easter Monday
        ['2027-03-30', true],
      ]);
    });
  });

  describe('daysToPaint', () => {
    it('given a February window, then every method highlights 14 February', async () => {
      t.clock.set(CHRISTMAS_WEEK);
      const days = await getDays('2027-02-01', '2027-02-28', flowers.id);

      const methods = days.flatMap((d) => Object.values(d.deliveryMethods));
      expect(methods.length).toBeGreaterThan(20);
      expect(methods.every((m) => m.daysToPaint.join() === '2027-02-14')).toBe(true);
    });

    it('given a window over February and March, then Mothering Sunday is highlighted too', async () => {
      t.clock.set(CHRISTMAS_WEEK);
      const days = await getDays('2027-02-01', '2027-03-31', flowers.id);

      expect(days.find((d) => d.isAvailable)!.deliveryMethods.tracked.daysToPaint).toEqual([
        '2027-02-14',
        '2027-03-07',
      ]);
    });

    it('given a compact window beside Valentine’s Day, then nothing is highlighted', async () => {
      t.clock.set(CHRISTMAS_WEEK);
      const days = await getDays('2027-02-15', '2027-02-18', flowers.id);

      const painted = days
        .flatMap((d) => Object.values(d.deliveryMethods))
        .map((m) => m.daysToPaint);
      expect(painted.length).toBeGreaterThan(0);
      expect(painted.filter((dates) => dates.length > 0)).toEqual([]);
    });
  });

  describe('padding (month mode only)', () => {
    it('given July 2026 with pad=true, then dummies run it from Monday 29 June to Sunday 2 August', async () => {
      t.clock.set(BEFORE_FLOWERS_CUT_OFF);
      const days = await getDays('2026-07-01', '2026-07-31', flowers.id, '?pad=true');

      expect(days).toHaveLength(35);
      const dummies = days.filter((d) => d.isDummy);
      expect(dummies).toEqual(
        ['2026-06-29', '2026-06-30', '2026-08-01', '2026-08-02'].map((date) => ({
          date,
          isAvailable: false,
          isDummy: true,
          deliveryMethods: {},
        })),
      );
      expect(days[0].date).toBe('2026-06-29');
      expect(days[2]).toMatchObject({ date: '2026-07-01', isDummy: false, isAvailable: true });
      expect(days.at(-1)!.date).toBe('2026-08-02');
    });

    it('given February 2027, which already runs Monday to Sunday, then pad adds nothing', async () => {
      t.clock.set(CHRISTMAS_WEEK);
      const days = await getDays('2027-02-01', '2027-02-28', flowers.id, '?pad=true');

      expect(days).toHaveLength(28);
      expect(days.some((d) => d.isDummy)).toBe(false);
    });

    it('given a compact window without pad, then no dummy is added', async () => {
      t.clock.set(BEFORE_FLOWERS_CUT_OFF);
      for (const query of ['', '?pad=false']) {
        const days = await getDays('2026-06-04', '2026-06-07', flowers.id, query);
        expect(days.map((d) => [d.date, d.isDummy])).toEqual([
          ['2026-06-04', false],
          ['2026-06-05', false],
          ['2026-06-06', false],
          ['2026-06-07', false],
        ]);
      }
    });
  });

  describe('validation', () => {
    it('refuses malformed and impossible dates with a 400', async () => {
      for (const [start, end] of [
        ['2026-6-1', '2026-06-30'],
        ['2026-06-01', '2026-02-30'],
        ['tomorrow', '2026-06-30'],
      ]) {
        const body = await refusal(`/api/calendar/get-days/${start}/${end}/${flowers.id}`, 400);
        expect(body).toMatchObject({ data: null, error: PATH_MESSAGES.badDate });
      }
    });

    it('refuses a window that ends before it starts', async () => {
      const body = await refusal(`/api/calendar/get-days/2026-06-10/2026-06-09/${flowers.id}`, 400);
      expect(body.error).toBe(CALENDAR_MESSAGES.endBeforeStart);
    });

    it('answers up to 62 days and refuses 63', async () => {
      expect(await getDays('2026-06-01', '2026-08-01', flowers.id)).toHaveLength(62);
      const body = await refusal(`/api/calendar/get-days/2026-06-01/2026-08-02/${flowers.id}`, 400);
      expect(body.error).toBe(CALENDAR_MESSAGES.tooLong);
      expect(body.error).toContain('62 days');
    });

    it('answers an unknown product with a 404 and a malformed id with a 400', async () => {
      const unknown = await refusal('/api/calendar/get-days/2026-06-01/2026-06-30/999999', 404);
      expect(unknown).toMatchObject({ data: null, error: CATALOGUE_MESSAGES.productNotFound });
      const malformed = await refusal('/api/calendar/get-days/2026-06-01/2026-06-30/abc', 400);
      expect(malformed.error).toBe(PATH_MESSAGES.badId);
    });

    it('refuses a pad value other than true or false', async () => {
      const body = await refusal(
        `/api/calendar/get-days/2026-06-01/2026-06-30/${flowers.id}?pad=yes`,
        400,
      );
      expect(body.error).toBe(CALENDAR_MESSAGES.badPad);
    });
  });
});
