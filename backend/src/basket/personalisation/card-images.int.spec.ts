import sharp from 'sharp';
import request from 'supertest';
import { SEED_PRODUCTS } from '../../catalogue';
import { SqlDatabase } from '../../platform/database/sql-database';
import { hashToken } from '../../platform/session/session.service';
import { createTestApp } from '../../testing/test-app';
import { testDialects } from '../../platform/database/scratch-database';
import { DEFAULT_PERSONALISATION } from '@shop/contracts';
import { newShopperCookie } from '../../testing/test-shopper';
import {
  cardShopper as cardShopperOf,
  PNG,
  uploadCardImage,
  type UploadOptions,
} from './card-images.test-kit';

const NOW = new Date('2026-06-04T10:00:00Z');
const bouquet = SEED_PRODUCTS.find((p) => p.distributor === 'Flowers' && p.available)!;

const GIF = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1');
const FIVE_MB = 5 * 1024 * 1024;

const MISSING = 'Please choose a photo to upload.';
const WRONG_TYPE = 'Please choose a JPEG, PNG or WebP photo.';
const TOO_LARGE = 'Sorry, that photo is too large - please choose one under 5 MB.';
const NOT_PERSONALISABLE = 'Sorry, photos can only be added to personalised cards.';
const NOT_FOUND = "Sorry, we couldn't find what you were looking for.";
const ORDER_NOT_FOUND = "Sorry, we couldn't find that order in your basket.";
const MISSING_IMAGES = 'Your card is missing some images.';
const MISSING_TEXT = 'Your card is missing some personalised text.';

describe.each(testDialects())('card personalisation photos on %s', (dialect) => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp({ dialect, now: NOW });
  });
  afterAll(async () => {
    await t.close();
  });

  const newShopper = () => newShopperCookie(t.server);
  async function shopperWith(productId: number, deliveryId: string): Promise<string> {
    const cookie = await newShopper();
    const added = await request(t.server)
      .post('/api/product/add')
      .set('Cookie', cookie)
      .send({ id: productId, deliveryId, deliveryDate: '2026-06-05' })
      .expect(200);
    expect(added.body.data).toEqual([]);
    return cookie;
  }
  const cardShopper = () => cardShopperOf(t.server);
  const upload = (cookie: string, bytes: Buffer, options: UploadOptions = {}) =>
    uploadCardImage(t.server, cookie, bytes, options);
  const fetchImage = (cookie: string | null, url: string) => {
    const call = request(t.server).get(url);
    return cookie ? call.set('Cookie', cookie) : call;
  };
  const saveMessage = (cookie: string, personalisationConfiguration: string) =>
    request(t.server)
      .post('/api/checkout/update')
      .set('Cookie', cookie)
      .send({
        key: 'message',
        orderIndex: 1,
        data: { message: 'Happy birthday, Sam', personalisationConfiguration },
      })
      .expect(200);
  const storedFor = (cookie: string) =>
    t.app
      .get(SqlDatabase)
      .query<{ id: string }>('SELECT id FROM card_images WHERE session_id = ?', [
        hashToken(cookie.split('=')[1]),
      ]);
  const validationErrors = async (cookie: string): Promise<string[]> =>
    (await request(t.server).get('/api/checkout/validate/1').set('Cookie', cookie).expect(200)).body
      .data.errors;

  it('keeps a PNG for its session as a re-encoded JPEG and serves it back privately', async () => {
    const me = await cardShopper();
    const uploaded = await upload(me, PNG).expect(201);
    const { url } = uploaded.body.data as { url: string };
    expect(url).toMatch(
      /^\/api\/card-images\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
    );
    expect(uploaded.body.error).toBeUndefined();

    const served = await fetchImage(me, url).buffer(true).expect(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    const body = served.body as Buffer;
    expect(Buffer.compare(body, PNG)).not.toBe(0);
    expect(await sharp(body).metadata()).toMatchObject({ format: 'jpeg', width: 1, height: 1 });

    // Stored against the same key the sessions table uses for this shopper: the JPEG only.
    const rows = await t.app
      .get(SqlDatabase)
      .query<{ session_id: string; content_type: string; bytes: Buffer }>(
        'SELECT session_id, content_type, bytes FROM card_images WHERE id = ?',
        [url.split('/').pop()],
      );
    expect(rows).toEqual([
      {
        session_id: hashToken(me.split('=')[1]),
        content_type: 'image/jpeg',
        bytes: expect.any(Buffer),
      },
    ]);
    expect(Buffer.compare(Buffer.from(rows[0].bytes), body)).toBe(0);
  });

  it("answers 404 for another session's photo, an unknown id and a malformed id", async () => {
    const me = await cardShopper();
    const { url } = (await upload(me, PNG).expect(201)).body.data as { url: string };
    const other = await newShopper();
    const refused = await fetchImage(other, url).expect(404);
    expect(refused.body).toEqual({ data: null, error: NOT_FOUND, isSignedIn: false });
    expect((await fetchImage(null, url).expect(404)).body.error).toBe(NOT_FOUND);
    await fetchImage(me, '/api/card-images/00000000-0000-4000-8000-000000000000').expect(404);
    await fetchImage(me, '/api/card-images/not-a-uuid').expect(404);
    await fetchImage(
      me,
      url.toUpperCase().replace('/API/CARD-IMAGES/', '/api/card-images/'),
    ).expect(404);
    await fetchImage(me, url).expect(200);
  });

  it('refuses a file that is not a JPEG, PNG or WebP, whatever it is called', async () => {
    const me = await cardShopper();
    const gif = await upload(me, GIF, { filename: 'photo.png', contentType: 'image/png' }).expect(
      415,
    );
    expect(gif.body).toEqual({ data: null, error: WRONG_TYPE, isSignedIn: false });
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script/></svg>');
    expect(
      (await upload(me, svg, { filename: 'a.svg', contentType: 'image/svg+xml' }).expect(415)).body
        .error,
    ).toBe(WRONG_TYPE);
    // PNG bytes the browser calls a text file are refused too.
    expect(
      (await upload(me, PNG, { filename: 'a.txt', contentType: 'text/plain' }).expect(415)).body
        .error,
    ).toBe(WRONG_TYPE);
    expect(await storedFor(me)).toEqual([]);
  });

  it('refuses a photo over 5 MB and takes one of exactly 5 MB', async () => {
    const me = await cardShopper();
    const tooBig = Buffer.concat([PNG, Buffer.alloc(FIVE_MB + 1 - PNG.length)]);
    const refused = await upload(me, tooBig).expect(413);
    expect(refused.body).toEqual({ data: null, error: TOO_LARGE, isSignedIn: false });
    const justFits = Buffer.concat([PNG, Buffer.alloc(FIVE_MB - PNG.length)]);
    await upload(me, justFits).expect(201);
  });

  it('asks for a photo when none is sent', async () => {
    const me = await cardShopper();
    const path = '/api/checkout/1/card-personalisation/image';
    const empty = await request(t.server).post(path).set('Cookie', me).send({}).expect(400);
    expect(empty.body).toEqual({ data: null, error: MISSING, isSignedIn: false });
    const otherField = await upload(me, PNG, { field: 'photo' }).expect(400);
    expect(otherField.body.error).toBe(MISSING);
    const extraField = await request(t.server)
      .post(path)
      .set('Cookie', me)
      .field('caption', 'hello')
      .attach('image', PNG, { filename: 'photo.png', contentType: 'image/png' })
      .expect(400);
    expect(extraField.body.error).toBe(MISSING);
    const broken = await request(t.server)
      .post(path)
      .set('Cookie', me)
      .set('Content-Type', 'multipart/form-data; boundary=xyz')
      .send('--xyz\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\n')
      .expect(400);
    expect(broken.body.error).toBe(MISSING);
    await upload(me, Buffer.alloc(0)).expect(400);
  });

  it('refuses an order that is not there, not a number, or not a personalised card', async () => {
    const me = await cardShopper();
    expect((await upload(me, PNG, { index: '2' }).expect(404)).body.error).toBe(ORDER_NOT_FOUND);
    expect((await upload(me, PNG, { index: '0' }).expect(400)).body.error).toBe(
      'Sorry, that order number is not valid.',
    );
    const stranger = await newShopper();
    expect((await upload(stranger, PNG).expect(404)).body.error).toBe(ORDER_NOT_FOUND);
    const flowers = await shopperWith(bouquet.id, 'standard');
    expect((await upload(flowers, PNG).expect(422)).body.error).toBe(NOT_PERSONALISABLE);
  });

  it('refuses an upload made from another website', async () => {
    const me = await cardShopper();
    await upload(me, PNG).set('Origin', 'https://evil.example').expect(403);
  });

  it("clears 'missing some images' once the saved areas carry an uploaded photo", async () => {
    const me = await cardShopper();
    await request(t.server)
      .post('/api/checkout/update')
      .set('Cookie', me)
      .send({ key: 'card', orderIndex: 1, data: { size: 'standard' } })
      .expect(200);
    await saveMessage(me, DEFAULT_PERSONALISATION);
    expect(await validationErrors(me)).toEqual(
      expect.arrayContaining([MISSING_IMAGES, MISSING_TEXT]),
    );

    const { url } = (await upload(me, PNG).expect(201)).body.data as { url: string };
    const areas = [
      { type: 'image', value: url, placeholder: 'Add your photo' },
      { type: 'text', value: 'Add your words', placeholder: 'Add your words' },
    ];
    await saveMessage(me, JSON.stringify({ areas }));
    let errors = await validationErrors(me);
    expect(errors).not.toContain(MISSING_IMAGES);
    expect(errors).toContain(MISSING_TEXT);

    areas[1].value = 'Sam, 30 today';
    await saveMessage(me, JSON.stringify({ areas }));
    errors = await validationErrors(me);
    expect(errors).not.toContain(MISSING_IMAGES);
    expect(errors).not.toContain(MISSING_TEXT);

    const config = await request(t.server)
      .get('/api/checkout/1/card-personalisation/config')
      .set('Cookie', me)
      .expect(200);
    expect(JSON.parse(config.body.data.product.configuration)).toEqual({ areas });
  });

  it('refuses areas that cannot be read or that point at a photo this session did not upload', async () => {
    const other = await cardShopper();
    const { url: theirs } = (await upload(other, PNG).expect(201)).body.data as { url: string };
    const me = await cardShopper();
    const before = await request(t.server).get('/api/checkout/get').set('Cookie', me).expect(200);
    const save = (personalisationConfiguration: string) =>
      request(t.server)
        .post('/api/checkout/update')
        .set('Cookie', me)
        .send({
          key: 'message',
          orderIndex: 1,
          data: { message: 'Hi', personalisationConfiguration },
        });
    const photo = (value: string) =>
      JSON.stringify({ areas: [{ type: 'image', value, placeholder: 'Add your photo' }] });

    for (const config of [
      'not json',
      '{"areas":"none"}',
      JSON.stringify({ areas: Array(11).fill({}) }),
    ]) {
      const answer = await save(config).expect(400);
      expect(answer.body.error).toBe(
        "Sorry, we couldn't read your card's personalisation - please try again.",
      );
    }
    for (const value of [theirs, 'https://example.com/cat.png', '/api/card-images/nope']) {
      const answer = await save(photo(value)).expect(422);
      expect(answer.body.error).toBe(
        'Sorry, we could not find that photo - please upload it again.',
      );
    }
    const after = await request(t.server).get('/api/checkout/get').set('Cookie', me).expect(200);
    expect(after.body.data).toEqual(before.body.data);
  });

  it('stops a session at 30 photos', async () => {
    const me = await cardShopper();
    for (let i = 0; i < 30; i += 1) await upload(me, PNG).expect(201);
    const refused = await upload(me, PNG).expect(429);
    expect(refused.body.error).toBe(
      'Sorry, you have uploaded a lot of photos - please use one you have already chosen.',
    );
  });
});
