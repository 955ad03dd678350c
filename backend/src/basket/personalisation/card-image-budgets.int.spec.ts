import request from 'supertest';
import sharp from 'sharp';
import { SEED_PRODUCTS } from '../../catalogue';
import { APP_CONFIG, loadConfig, type AppConfig } from '../../platform/config/app-config';
import { testDialects } from '../../platform/database/scratch-database';
import { SqlDatabase } from '../../platform/database/sql-database';
import { rateLimitCount } from '../../platform/rate-limit/rate-limit';
import { createTestApp } from '../../testing/test-app';
import { newShopperCookie } from '../../testing/test-shopper';
import { CardImageEncoder } from './card-image-encoder';
import { cardShopper, keptCardImages, uploadCardImage } from './card-images.test-kit';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

const ADDRESS_SPENT =
  'Sorry, a lot of photos have been uploaded from your internet connection recently - please use one you have already chosen, or try again later.';
const SHOP_SPENT =
  "Sorry, we can't take any more photos just now - please try again later, or use one you have already chosen.";
const NOT_PERSONALISABLE = 'Sorry, photos can only be added to personalised cards.';

const HOUR = 60 * 60 * 1000;
const START = new Date('2026-06-04T10:00:00Z');
const bouquet = SEED_PRODUCTS.find((p) => p.distributor === 'Flowers' && p.available)!;
/** A delivery day every test's clock (up to a day past START) can still book. */
const DELIVERY_DATE = '2026-06-09';

describe.each(testDialects())(
  'card photo budgets per address and for the shop on %s',
  (dialect) => {
    let one: TestApp;
    let two: TestApp;
    let photo: Buffer;
    /** What one kept (re-encoded) photo counts, in KiB. */
    let keptKib: number;
    let hour = 0;

    beforeAll(async () => {
      photo = await sharp({
        create: {
          width: 600,
          height: 600,
          channels: 3,
          background: '#808080',
          noise: { type: 'gaussian', mean: 128, sigma: 60 },
        },
      })
        .jpeg({ quality: 90 })
        .toBuffer();
      const defaults = loadConfig({});
      keptKib = Math.ceil((await new CardImageEncoder(defaults).encode(photo)).length / 1024);
      // Three photos fit an address's budget and five the shop's; X-Forwarded-For names the address.
      // Uploads sent at once wait their turn to be decoded rather than being turned away as busy.
      const config: Partial<AppConfig> = {
        trustProxy: 1,
        cardPhotos: {
          ...defaults.cardPhotos,
          windowMs: HOUR,
          bytesPerAddress: 3 * keptKib * 1024 + 512,
          bytesPerShop: 5 * keptKib * 1024 + 512,
          waiting: 100,
          uploadsPerAddress: 100,
        },
      };
      one = await createTestApp({ dialect, now: START, config });
      const { database } = one.app.get<AppConfig>(APP_CONFIG);
      two = await createTestApp({ dialect, now: START, config: { ...config, database } });
    });
    afterAll(async () => {
      await two?.close();
      await one?.close();
    });
    /** Each test starts in a window of its own: the budgets roll over an hour. */
    beforeEach(() => {
      hour += 3;
      for (const t of [one, two]) t.clock.set(new Date(START.getTime() + hour * HOUR));
    });

    const upload = async (t: TestApp, address: string, cookie?: string) =>
      uploadCardImage(t.server, cookie ?? (await cardShopper(t.server, DELIVERY_DATE)), photo, {
        filename: 'photo.jpg',
        contentType: 'image/jpeg',
      }).set('X-Forwarded-For', address);
    const statuses = (answers: { status: number }[]) => answers.map((answer) => answer.status);
    const spentKib = (address: string) =>
      rateLimitCount(
        one.app.get(SqlDatabase),
        { rule: { scope: 'card-photos:address', max: 0, windowMs: HOUR }, subject: address },
        one.clock.now(),
      );

    it('holds one address to its budget whatever sessions it makes, and not the next address', async () => {
      const answers = [];
      for (let i = 0; i < 3; i++) answers.push(await upload(one, '203.0.113.1'));
      // A spent budget refuses before the photo is decoded.
      const encode = jest.spyOn(one.app.get(CardImageEncoder), 'encode');
      answers.push(await upload(one, '203.0.113.1'));
      expect(encode).not.toHaveBeenCalled();
      encode.mockRestore();
      expect(statuses(answers)).toEqual([201, 201, 201, 429]);
      expect(answers[3].body).toEqual({ data: null, error: ADDRESS_SPENT, isSignedIn: false });
      expect(await spentKib('203.0.113.1')).toBe(3 * keptKib);

      expect((await upload(two, '198.51.100.1')).status).toBe(201);
      // The refused session kept nothing, and the same session from another address is not refused.
      const refusedSession = await cardShopper(one.server, DELIVERY_DATE);
      expect((await upload(two, '203.0.113.1', refusedSession)).status).toBe(429);
      expect(await keptCardImages(one.app, refusedSession)).toEqual([]);
      expect((await upload(two, '198.51.100.1', refusedSession)).status).toBe(201);
    });

    it('lets an address upload again once its photos are older than the window', async () => {
      for (let i = 0; i < 3; i++) expect((await upload(one, '203.0.113.2')).status).toBe(201);
      expect((await upload(one, '203.0.113.2')).status).toBe(429);
      // An hour plus a counting bucket (a tenth of the window) later, the budget is whole again.
      for (const t of [one, two]) t.clock.set(new Date(t.clock.now().getTime() + 1.1 * HOUR + 1));
      expect((await upload(two, '203.0.113.2')).status).toBe(201);
    });

    it('stops the whole shop at its budget, counted across instances and addresses', async () => {
      for (let i = 0; i < 3; i++) expect((await upload(one, '203.0.113.3')).status).toBe(201);
      expect((await upload(two, '203.0.113.4')).status).toBe(201);
      expect((await upload(two, '203.0.113.4')).status).toBe(201);
      for (const [t, address] of [
        [two, '203.0.113.4'],
        [one, '203.0.113.5'],
      ] as const) {
        const refused = await upload(t, address);
        expect(refused.status).toBe(429);
        expect(refused.body).toEqual({ data: null, error: SHOP_SPENT, isSignedIn: false });
      }
      expect(await spentKib('203.0.113.5')).toBe(0);
    });

    it('keeps exactly what fits when an address and then the shop are flooded at once', async () => {
      const cookies = await Promise.all(
        Array.from({ length: 12 }, () => cardShopper(one.server, DELIVERY_DATE)),
      );
      const flood = await Promise.all(
        cookies.flatMap((cookie, i) => [
          upload(i % 2 ? two : one, '203.0.113.6', cookie),
          upload(i % 2 ? one : two, '203.0.113.6', cookie),
        ]),
      );
      expect(statuses(flood).filter((status) => status === 201)).toHaveLength(3);
      const refused = flood.filter((answer) => answer.status !== 201);
      expect(refused.map((answer) => [answer.status, answer.body.error])).toEqual(
        Array.from({ length: 21 }, () => [429, ADDRESS_SPENT]),
      );
      expect(await spentKib('203.0.113.6')).toBe(3 * keptKib);

      const crowd = await Promise.all(
        Array.from({ length: 6 }, (_, i) => upload(i % 2 ? two : one, `198.51.100.${20 + i}`)),
      );
      expect(statuses(crowd).filter((status) => status === 201)).toHaveLength(2);
      for (const answer of crowd.filter((a) => a.status !== 201)) {
        expect([answer.status, answer.body.error]).toEqual([429, SHOP_SPENT]);
      }
    });

    it('refuses an order without a personalised card before it spends anything', async () => {
      const flowers = await newShopperCookie(one.server);
      await request(one.server)
        .post('/api/product/add')
        .set('Cookie', flowers)
        .send({ id: bouquet.id, deliveryId: 'standard', deliveryDate: DELIVERY_DATE })
        .expect(200);
      const refused = await upload(one, '203.0.113.7', flowers);
      expect([refused.status, refused.body.error]).toEqual([422, NOT_PERSONALISABLE]);
      expect(await spentKib('203.0.113.7')).toBe(0);
    });
  },
);
