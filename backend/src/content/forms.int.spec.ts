import { FORM_MESSAGES } from '@shop/contracts';
import request from 'supertest';
import { testDialects } from '../platform/database/scratch-database';
import { exec, SqlDatabase } from '../platform/database/sql-database';
import { HTTP_MESSAGES } from '../platform/http/messages';
import { rateLimitSubject } from '../platform/rate-limit/rate-limit';
import { createTestApp } from '../testing/test-app';
import { newShopperCookie } from '../testing/test-shopper';

const NOW = new Date('2026-06-04T10:00:00Z');
const TABLES = ['feedback_messages', 'survey_answers', 'contact_messages'] as const;

const FEEDBACK = { rating: 5, comments: 'The Harriet arrived looking perfect.' };
const SURVEY = { answers: { heardAbout: 'Search engine', recommendScore: 9 } };
const CONTACT = { name: 'Sarah Jones', email: 'sarah@example.com', message: 'Where is my order?' };
const answers = (changes: Record<string, unknown>) => ({
  answers: { ...SURVEY.answers, ...changes },
});
const LONG = (length: number) => 'x'.repeat(length);

describe.each(testDialects())('the feedback, survey and contact forms on %s', (dialect) => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let sql: SqlDatabase;
  beforeAll(async () => {
    // One proxy hop: X-Forwarded-For names the shopper's address, as behind a load balancer.
    t = await createTestApp({ dialect, now: NOW, config: { trustProxy: 1 } });
    sql = t.app.get(SqlDatabase);
  });
  afterAll(async () => {
    await t.close();
  });
  afterEach(async () => {
    t.clock.set(NOW);
    await sql.transaction(function* () {
      for (const table of [...TABLES, 'rate_limit_counters']) yield* exec(`DELETE FROM ${table}`);
    });
  });

  let addresses = 0;
  /** A new address per call, so tests do not share a limit unless they mean to. */
  const newAddress = () => `198.51.100.${++addresses}`;
  const post = (path: string, body: unknown, address = newAddress(), cookie?: string) => {
    const call = request(t.server).post(path).set('X-Forwarded-For', address);
    return (cookie ? call.set('Cookie', cookie) : call).send(body as object);
  };
  const rows = (table: (typeof TABLES)[number]) =>
    sql.query<Record<string, unknown>>(`SELECT * FROM ${table} ORDER BY id`);
  const stored = async () =>
    Object.fromEntries(await Promise.all(TABLES.map(async (n) => [n, (await rows(n)).length])));
  const nothingStored = { feedback_messages: 0, survey_answers: 0, contact_messages: 0 };
  const sessionOf = async (cookie: string) =>
    (await request(t.server).get('/api/user-session').set('Cookie', cookie)).body;

  describe('answers a thank-you and stores what was sent', () => {
    it('POST /api/feedback', async () => {
      const cookie = await newShopperCookie(t.server);
      const response = await post(
        '/api/feedback',
        { rating: 4, comments: '  Lovely roses, slow courier.  ', email: '' },
        newAddress(),
        cookie,
      ).expect(200);

      expect(response.body).toEqual({
        data: { message: 'Thank you for your feedback.' },
        isSignedIn: false,
      });
      const [row] = await rows('feedback_messages');
      expect(row).toMatchObject({
        rating: 4,
        comments: 'Lovely roses, slow courier.',
        email: null,
      });
      expect(row.session_id).toEqual(expect.stringMatching(/^[0-9a-f]{64}$/));
      expect(await sessionOf(cookie)).toMatchObject({ isSignedIn: false });
    });

    it('POST /api/survey', async () => {
      const answers = {
        heardAbout: 'Smooth FM radio advert',
        recommendScore: 0,
        sendsMost: 'Hampers',
        easeOfOrdering: 5,
        comments: 'More vegan hampers, please.',
      };
      const response = await post('/api/survey', { answers }).expect(200);

      expect(response.body.data).toEqual({ message: FORM_MESSAGES.surveyThanks });
      expect(await rows('survey_answers')).toEqual([
        expect.objectContaining({
          heard_about: 'Smooth FM radio advert',
          recommend_score: 0,
          sends_most: 'Hampers',
          ease_of_ordering: 5,
          comments: 'More vegan hampers, please.',
        }),
      ]);
    });

    it('POST /api/contact', async () => {
      const response = await post('/api/contact', {
        ...CONTACT,
        orderNumber: ' p1234567 ',
      }).expect(200);

      expect(response.body.data).toEqual({ message: FORM_MESSAGES.contactThanks });
      expect(await rows('contact_messages')).toEqual([
        expect.objectContaining({ ...CONTACT, order_number: 'P1234567' }),
      ]);
    });
  });

  it.each([
    ['/api/feedback', 'a rating of 6', { ...FEEDBACK, rating: 6 }, FORM_MESSAGES.rating],
    ['/api/feedback', 'a rating as text', { ...FEEDBACK, rating: '5' }, FORM_MESSAGES.rating],
    ['/api/feedback', 'half a star', { ...FEEDBACK, rating: 4.5 }, FORM_MESSAGES.rating],
    ['/api/feedback', 'blank comments', { rating: 5, comments: '   ' }, FORM_MESSAGES.comments],
    ['/api/feedback', 'long comments', { rating: 5, comments: LONG(2001) }, FORM_MESSAGES.comments],
    ['/api/feedback', 'a bad email', { ...FEEDBACK, email: 'not an email' }, FORM_MESSAGES.email],
    ['/api/survey', 'an unknown choice', answers({ heardAbout: 'TV' }), FORM_MESSAGES.heardAbout],
    ['/api/survey', 'a score of 11', answers({ recommendScore: 11 }), FORM_MESSAGES.recommendScore],
    ['/api/survey', 'an ease of 0', answers({ easeOfOrdering: 0 }), FORM_MESSAGES.easeOfOrdering],
    ['/api/survey', 'an unknown product', answers({ sendsMost: 'Cars' }), FORM_MESSAGES.sendsMost],
    [
      '/api/survey',
      'long comments',
      answers({ comments: LONG(2001) }),
      FORM_MESSAGES.surveyComments,
    ],
    ['/api/survey', 'answers as text', { answers: 'great' }, FORM_MESSAGES.answers],
    ['/api/survey', 'no answers', {}, FORM_MESSAGES.answers],
    ['/api/survey', 'answers as a list', { answers: [1] }, FORM_MESSAGES.answers],
    ['/api/contact', 'no name', { ...CONTACT, name: '' }, FORM_MESSAGES.name],
    ['/api/contact', 'a bad email', { ...CONTACT, email: 'sarah@' }, FORM_MESSAGES.email],
    [
      '/api/contact',
      'a bad order number',
      { ...CONTACT, orderNumber: '12345' },
      FORM_MESSAGES.orderNumber,
    ],
    ['/api/contact', 'a long message', { ...CONTACT, message: LONG(4001) }, FORM_MESSAGES.message],
  ])(
    'refuses %s with %s: 400 in our words, nothing stored or counted',
    async (path, _what, body, message) => {
      const response = await post(path, body).expect(400);

      expect(response.body.data).toBeNull();
      // One message per wrong field, not one per failed check.
      expect(response.body).toMatchObject({ error: message });
      expect(response.body.errors).toBeUndefined();
      expect(await stored()).toEqual(nothingStored);
      expect(await sql.query('SELECT * FROM rate_limit_counters')).toEqual([]);
    },
  );

  it('refuses fields it does not know, and a missing body', async () => {
    await post('/api/feedback', { ...FEEDBACK, admin: true }).expect(400);
    await post('/api/survey', { answers: { ...SURVEY.answers, extra: 'x' } }).expect(400);
    await post('/api/contact', {}).expect(400);
    expect(await stored()).toEqual(nothingStored);
  });

  it('refuses a form sent from another site (the cross-site guard), storing nothing', async () => {
    for (const [path, body] of [
      ['/api/feedback', FEEDBACK],
      ['/api/survey', SURVEY],
      ['/api/contact', CONTACT],
    ] as const) {
      const response = await post(path, body).set('Sec-Fetch-Site', 'cross-site').expect(403);
      expect(response.body).toMatchObject({ data: null, error: HTTP_MESSAGES.crossSite });
    }
    expect(await stored()).toEqual(nothingStored);
  });

  describe('rate limits', () => {
    it('takes 5 messages per address in 10 minutes, whatever the form or session, then 429', async () => {
      const address = '203.0.113.5';
      const sends = [
        post('/api/feedback', FEEDBACK, address),
        post('/api/survey', SURVEY, address),
        post('/api/contact', CONTACT, address),
        post('/api/feedback', FEEDBACK, address),
        post('/api/contact', CONTACT, address, await newShopperCookie(t.server)),
      ];
      for (const send of sends) await send.expect(200);

      const refused = await post('/api/feedback', FEEDBACK, address).expect(429);
      expect(refused.body).toEqual({
        data: null,
        error: 'Too many messages. Please wait a few minutes and try again.',
        isSignedIn: false,
      });
      await post('/api/contact', CONTACT, address, await newShopperCookie(t.server)).expect(429);
      expect(await stored()).toEqual({
        feedback_messages: 2,
        survey_answers: 1,
        contact_messages: 2,
      });
      // Another address is not held back.
      await post('/api/feedback', FEEDBACK, '203.0.113.6').expect(200);
    });

    it('keeps the counters in the database, hashed, per address and per session', async () => {
      const cookie = await newShopperCookie(t.server);
      for (let i = 0; i < 3; i++) await post('/api/feedback', FEEDBACK, '203.0.113.7', cookie);
      const sessionIds = new Set((await rows('feedback_messages')).map((r) => r.session_id));
      expect(sessionIds.size).toBe(1);
      const [sessionId] = [...sessionIds] as string[];

      const counters = await sql.query<{ scope: string; subject: string; hits: number | string }>(
        'SELECT scope, subject, hits FROM rate_limit_counters ORDER BY scope',
      );
      expect(counters.map((c) => ({ ...c, hits: Number(c.hits) }))).toEqual([
        {
          scope: 'forms:address',
          subject: rateLimitSubject('forms:address', '203.0.113.7'),
          hits: 3,
        },
        { scope: 'forms:session', subject: rateLimitSubject('forms:session', sessionId), hits: 3 },
      ]);
    });

    it('holds one session to 5 messages whichever address it comes from', async () => {
      const cookie = await newShopperCookie(t.server);
      for (let i = 0; i < 5; i++)
        await post('/api/survey', SURVEY, newAddress(), cookie).expect(200);

      const refused = await post('/api/survey', SURVEY, newAddress(), cookie).expect(429);
      expect(refused.body.error).toBe(FORM_MESSAGES.tooMany);
      expect((await rows('survey_answers')).length).toBe(5);
    });

    it('lets the address in again once 10 minutes and more have passed', async () => {
      const address = '203.0.113.8';
      for (let i = 0; i < 5; i++) await post('/api/feedback', FEEDBACK, address).expect(200);
      t.clock.set(new Date(NOW.getTime() + 9 * 60 * 1000));
      await post('/api/feedback', FEEDBACK, address).expect(429);

      t.clock.set(new Date(NOW.getTime() + 11 * 60 * 1000));
      await post('/api/feedback', FEEDBACK, address).expect(200);
    });
  });

  it('gives nobody a way to read messages back: there is no read endpoint', async () => {
    const secret = 'My address is 1 Rose Lane and my card ends 4242.';
    const sent = await post('/api/contact', { ...CONTACT, message: secret }).expect(200);
    expect(JSON.stringify(sent.body)).not.toContain('Rose Lane');

    const other = await newShopperCookie(t.server);
    for (const path of ['/api/contact', '/api/feedback', '/api/survey', '/api/contact/1']) {
      const response = await request(t.server).get(path).set('Cookie', other).expect(404);
      expect(JSON.stringify(response.body)).not.toContain('Rose Lane');
    }
  });
});
