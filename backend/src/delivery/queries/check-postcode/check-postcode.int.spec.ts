import request from 'supertest';
import { createTestApp } from '../../../testing/test-app';
import { testDialects } from '../../../platform/database/scratch-database';
import { POSTCODE_MESSAGES } from '../../../delivery-rules';

const AVAILABLE = { available: true, hasOverride: false, override: null };
const UNAVAILABLE = { available: false, hasOverride: false, override: null };

describe.each(testDialects())('postcode API on %s', (dialect) => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp({ dialect, now: new Date('2026-06-04T10:00:00Z') });
  });
  afterAll(async () => {
    await t.close();
  });
  // The storefront builds the path with encodeURIComponent, so a space arrives as %20.
  const check = (methodId: string, postcode: string, status = 200) =>
    request(t.server)
      .get(`/api/postcode/check/${methodId}/${encodeURIComponent(postcode)}`)
      .expect(status);

  it('given before 1pm to a Highlands district, then it is unavailable with tracked as the override', async () => {
    const response = await check('before-1pm', 'PA20 1AA');

    expect(response.body).toMatchObject({
      data: { result: { available: false, hasOverride: true, override: 'tracked' }, messages: [] },
      isSignedIn: false,
    });
  });

  it('given Sunday delivery to the islands or Northern Ireland, then it is unavailable with no override', async () => {
    for (const postcode of ['HS1 2AA', 'ZE1 0AA', 'BT1 1AA', 'TR21 0AA']) {
      const response = await check('sunday', postcode);
      expect([postcode, response.body.data]).toEqual([
        postcode,
        { result: UNAVAILABLE, messages: [] },
      ]);
    }
  });

  it('given tracked to the Highlands and any method to the mainland, then it is available', async () => {
    expect((await check('tracked', 'IV2 3AA')).body.data).toEqual({
      result: AVAILABLE,
      messages: [],
    });
    for (const method of ['standard', 'tracked', 'before-1pm', 'sunday', 'letterbox']) {
      expect([method, (await check(method, 'PA19 1AA')).body.data]).toEqual([
        method,
        { result: AVAILABLE, messages: [] },
      ]);
    }
  });

  it('given the Channel Islands or the Isle of Man, then every method is refused with the message', async () => {
    for (const postcode of ['GY1 1AA', 'JE2 3AB', 'IM1 1AA']) {
      const response = await check('tracked', postcode);
      expect([postcode, response.body.data]).toEqual([
        postcode,
        {
          result: UNAVAILABLE,
          messages: ['Sorry, we are unable to deliver to the Channel Islands or the Isle of Man.'],
        },
      ]);
    }
  });

  it('given a malformed postcode, then 400 with the spec message word for word', async () => {
    for (const postcode of ['ZZ', 'SW1A-1AA', 'not a postcode', ' ']) {
      const response = await check('tracked', postcode, 400);
      expect([postcode, response.body]).toEqual([
        postcode,
        {
          data: null,
          error: 'Oops! This postcode does not appear to be valid.',
          isSignedIn: false,
        },
      ]);
    }
  });

  it('reads URL-encoded spaces, any case and no spaces alike, and accepts GIR 0AA', async () => {
    for (const path of [
      'before-1pm/PA20%201AA',
      'before-1pm/pa20%201aa',
      'before-1pm/PA201AA',
      'before-1pm/%20pa20%20%201aa%20',
    ]) {
      const response = await request(t.server).get(`/api/postcode/check/${path}`).expect(200);
      expect([path, response.body.data.result.override]).toEqual([path, 'tracked']);
    }
    expect((await check('sunday', 'GIR 0AA')).body.data.result).toEqual(AVAILABLE);
    expect((await check('standard', 'SW1A1AA')).body.data.result).toEqual(AVAILABLE);
  });

  it('given an unknown delivery method, then 404 with our message', async () => {
    const response = await check('express', 'SW1A 1AA', 404);

    expect(response.body).toMatchObject({ data: null, error: POSTCODE_MESSAGES.unknownMethod });
  });
});
