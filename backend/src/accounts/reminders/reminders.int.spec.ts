import { randomUUID } from 'node:crypto';
import {
  CUSTOMER_MESSAGES,
  REMINDER_LIMITS,
  REMINDER_MESSAGES,
  type ReminderData,
  type ReminderRequest,
} from '@shop/contracts';
import { testDialects } from '../../platform/database/scratch-database';
import { SqlDatabase } from '../../platform/database/sql-database';
import { HTTP_MESSAGES } from '../../platform/http/messages';
import { LINK_PURPOSES } from '../../platform/signed-links/link-purposes';
import { LinkSigner } from '../../platform/signed-links/link-signer';
import { createTestApp } from '../../testing/test-app';
import { TEST_CAPTCHA, get, post, signUp } from '../accounts.test-kit';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

const BIRTHDAY: ReminderRequest = {
  occasion: 'Birthday',
  month: 6,
  day: 11,
  recipientName: 'Jane',
  note: 'Loves sunflowers',
};

describe.each(testDialects())('the reminder service on %s', (dialect) => {
  let t: TestApp;
  let cara: string;
  let ben: string;
  let emails = 0;
  beforeAll(async () => {
    t = await createTestApp({ dialect, config: { captcha: TEST_CAPTCHA } });
    cara = await signUp(t, { email: 'cara@example.com' });
    ben = await signUp(t, { email: 'ben@example.com' });
  });
  afterAll(async () => {
    await t.close();
  });

  /** A new customer of their own, for tests that count. */
  const customer = () => signUp(t, { email: `customer${++emails}@example.com` });
  const add = async (cookie: string, body: ReminderRequest = BIRTHDAY) =>
    (await post(t, '/api/account/reminders', body, cookie).expect(200)).body.data as ReminderData;
  const list = async (cookie: string) =>
    (await get(t, '/api/account/reminders', cookie).expect(200)).body.data as ReminderData[];
  const table = () =>
    t.app.get(SqlDatabase).query('SELECT * FROM reminders ORDER BY id', []) as Promise<unknown[]>;

  it('adds, lists (soonest first), reads and edits the signed-in customer’s reminders', async () => {
    const cookie = await customer();
    const birthday = await add(cookie);
    expect(birthday).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      occasion: 'Birthday',
      month: 6,
      day: 11,
      recipientName: 'Jane',
      note: 'Loves sunflowers',
      productId: null,
      nextDate: '2026-06-11',
    });
    // The shop's own dates take no day or month, whatever is sent; they work themselves out.
    const christmas = await add(cookie, {
      occasion: 'Christmas',
      month: 3,
      day: 3,
      recipientName: '  Grandma ',
      productId: 151,
    });
    expect(christmas).toMatchObject({
      month: null,
      day: null,
      recipientName: 'Grandma',
      note: '',
      productId: 151,
      nextDate: '2026-12-25',
    });
    const mothers = await add(cookie, { occasion: "Mother's Day", recipientName: 'Mum' });
    expect(mothers.nextDate).toBe('2027-03-07');
    // 29th February is a real birthday; this year it falls on the 28th.
    const leap = await add(cookie, { ...BIRTHDAY, month: 2, day: 29, recipientName: 'Leo' });
    expect(leap.nextDate).toBe('2027-02-28');

    expect((await list(cookie)).map((r) => r.recipientName)).toEqual([
      'Jane',
      'Grandma',
      'Leo',
      'Mum',
    ]);
    const read = await get(t, `/api/account/reminders/${birthday.id}`, cookie).expect(200);
    expect(read.body.data).toEqual(birthday);

    const edited = await post(
      t,
      `/api/account/reminders/${birthday.id}`,
      { ...BIRTHDAY, occasion: 'Anniversary', month: 6, day: 3, note: '', productId: 131 },
      cookie,
    ).expect(200);
    expect(edited.body.data).toEqual({
      ...birthday,
      occasion: 'Anniversary',
      day: 3,
      note: '',
      productId: 131,
      nextDate: '2027-06-03',
    });
    expect((await list(cookie)).map((r) => r.recipientName)).toEqual([
      'Grandma',
      'Leo',
      'Mum',
      'Jane',
    ]);
  });

  it('stops a reminder: no longer listed, read or edited; stopping it again is 404', async () => {
    const cookie = await customer();
    const kept = await add(cookie, { ...BIRTHDAY, recipientName: 'Kept' });
    const stopped = await add(cookie);
    const answer = await post(
      t,
      `/api/account/reminders/${stopped.id}/deactivate`,
      {},
      cookie,
    ).expect(200);
    expect(answer.body.data).toEqual([kept]);
    expect(await list(cookie)).toEqual([kept]);
    for (const call of [
      get(t, `/api/account/reminders/${stopped.id}`, cookie),
      post(t, `/api/account/reminders/${stopped.id}`, BIRTHDAY, cookie),
      post(t, `/api/account/reminders/${stopped.id}/deactivate`, {}, cookie),
    ]) {
      expect((await call.expect(404)).body.error).toBe(HTTP_MESSAGES.notFound);
    }
    const [row] = await t.app
      .get(SqlDatabase)
      .query<{ active: unknown }>('SELECT active FROM reminders WHERE id = ?', [stopped.id]);
    expect(Boolean(row.active)).toBe(false);
  });

  it('answers another customer’s reminder id with 404 on every endpoint, changing nothing', async () => {
    const mine = await add(cara, { ...BIRTHDAY, recipientName: 'Cara’s friend' });
    const before = await table();
    for (const call of [
      get(t, `/api/account/reminders/${mine.id}`, ben),
      post(t, `/api/account/reminders/${mine.id}`, { ...BIRTHDAY, recipientName: 'Ben' }, ben),
      post(t, `/api/account/reminders/${mine.id}/deactivate`, {}, ben),
    ]) {
      const response = await call.expect(404);
      expect(response.body).toEqual({
        data: null,
        error: HTTP_MESSAGES.notFound,
        isSignedIn: true,
      });
    }
    expect(await table()).toEqual(before);
    expect((await list(ben)).map((r) => r.id)).not.toContain(mine.id);
    // Ids that are no reminder at all: the same 404.
    for (const id of [randomUUID(), 'not-a-uuid', '1']) {
      await get(t, `/api/account/reminders/${id}`, cara).expect(404);
      await post(t, `/api/account/reminders/${id}/deactivate`, {}, cara).expect(404);
    }
  });

  it('answers a guest 401 with the sign-in message on every account endpoint', async () => {
    const id = (await add(cara)).id;
    const before = await table();
    for (const call of [
      get(t, '/api/account/reminders'),
      get(t, `/api/account/reminders/${id}`),
      post(t, '/api/account/reminders', BIRTHDAY),
      post(t, `/api/account/reminders/${id}`, BIRTHDAY),
      post(t, `/api/account/reminders/${id}/deactivate`, {}),
    ]) {
      const response = await call.expect(401);
      expect(response.body).toEqual({
        data: null,
        error: CUSTOMER_MESSAGES.signInRequired,
        isSignedIn: false,
      });
    }
    expect(await table()).toEqual(before);
  });

  it('refuses bad input with 400 and what to fix, adding and editing nothing', async () => {
    const cookie = await customer();
    const existing = await add(cookie);
    const before = await table();
    const cases: [unknown, string][] = [
      [{ ...BIRTHDAY, occasion: 'Easter' }, REMINDER_MESSAGES.occasion],
      [{ ...BIRTHDAY, occasion: undefined }, REMINDER_MESSAGES.occasion],
      [{ ...BIRTHDAY, month: 2, day: 30 }, REMINDER_MESSAGES.date],
      [{ ...BIRTHDAY, month: 13 }, REMINDER_MESSAGES.date],
      [{ ...BIRTHDAY, month: '6' }, REMINDER_MESSAGES.date],
      [{ ...BIRTHDAY, month: null, day: null }, REMINDER_MESSAGES.date],
      [{ ...BIRTHDAY, recipientName: '   ' }, REMINDER_MESSAGES.recipientName],
      [{ ...BIRTHDAY, recipientName: 'x'.repeat(101) }, REMINDER_MESSAGES.recipientName],
      [{ ...BIRTHDAY, recipientName: 42 }, REMINDER_MESSAGES.recipientName],
      [{ ...BIRTHDAY, note: 'x'.repeat(501) }, REMINDER_MESSAGES.note],
      [{ ...BIRTHDAY, note: ['x'] }, REMINDER_MESSAGES.note],
      [{ ...BIRTHDAY, productId: 107 }, REMINDER_MESSAGES.product], // not on sale
      [{ ...BIRTHDAY, productId: 999_999 }, REMINDER_MESSAGES.product],
      [{ ...BIRTHDAY, productId: -3 }, REMINDER_MESSAGES.product],
      [{ ...BIRTHDAY, productId: 'roses' }, REMINDER_MESSAGES.product],
      [{ ...BIRTHDAY, customerId: 'someone-else' }, 'property customerId should not exist'],
    ];
    for (const [body, message] of cases) {
      for (const path of ['/api/account/reminders', `/api/account/reminders/${existing.id}`]) {
        const response = await post(t, path, body, cookie).expect(400);
        expect(response.body.data).toBeNull();
        expect([response.body.error, ...(response.body.errors ?? [])]).toContain(message);
      }
    }
    expect(await table()).toEqual(before);
  });

  it(`keeps at most ${REMINDER_LIMITS.perCustomer} active reminders per customer`, async () => {
    const cookie = await customer();
    const first = await add(cookie);
    const { customerId } = (await get(t, '/api/user-session', cookie).expect(200)).body.data;
    const now = new Date();
    await t.app.get(SqlDatabase).transaction(function* () {
      for (let i = 1; i < REMINDER_LIMITS.perCustomer; i += 1) {
        yield {
          sql: `INSERT INTO reminders (id, customer_id, occasion, month, day, recipient_name, note,
                  product_id, active, created_at, updated_at) VALUES (?, ?, 'Birthday', 1, 1, ?, '', NULL, ?, ?, ?)`,
          params: [randomUUID(), customerId, `Friend ${i}`, true, now, now],
          returnsRows: false,
        };
      }
    });
    const refused = await post(t, '/api/account/reminders', BIRTHDAY, cookie).expect(409);
    expect(refused.body.error).toBe(REMINDER_MESSAGES.tooMany);
    await post(t, `/api/account/reminders/${first.id}/deactivate`, {}, cookie).expect(200);
    await add(cookie);
    expect(await list(cookie)).toHaveLength(REMINDER_LIMITS.perCustomer);
  });

  describe('the emailed stop link (no sign-in)', () => {
    const sign = (purpose: string, id: string) => t.app.get(LinkSigner).sign(purpose, id);
    const stop = (token: unknown) => post(t, '/api/reminders/deactivate', { token });
    const isActive = async (id: string) =>
      Boolean(
        (
          await t.app
            .get(SqlDatabase)
            .query<{ active: unknown }>('SELECT active FROM reminders WHERE id = ?', [id])
        )[0].active,
      );

    it('stops the reminder it names, for a guest; following it again says the same', async () => {
      const reminder = await add(cara, { ...BIRTHDAY, recipientName: 'Stop me' });
      const token = await sign(LINK_PURPOSES.reminderDeactivate, reminder.id);
      for (let i = 0; i < 2; i += 1) {
        const response = await stop(token).expect(200);
        expect(response.body).toEqual({
          data: { occasion: 'Birthday', recipientName: 'Stop me' },
          isSignedIn: false,
        });
      }
      expect(await isActive(reminder.id)).toBe(false);
      expect((await list(cara)).map((r) => r.id)).not.toContain(reminder.id);
    });

    it('refuses a tampered link, one signed for another purpose or another id: 404, nothing changes', async () => {
      const reminder = await add(cara, { ...BIRTHDAY, recipientName: 'Keep me' });
      const token = await sign(LINK_PURPOSES.reminderDeactivate, reminder.id);
      const mac = token.slice(token.lastIndexOf('.') + 1);
      const flipped = `${mac[0] === 'A' ? 'B' : 'A'}${mac.slice(1)}`;
      const other = await add(ben, { ...BIRTHDAY, recipientName: 'Ben’s' });
      for (const bad of [
        `${reminder.id}.${flipped}`,
        `${other.id}.${mac}`,
        await sign('sign-in-link', reminder.id),
        await sign(LINK_PURPOSES.reminderDeactivate, randomUUID()),
        reminder.id,
        '',
        'x'.repeat(201),
      ]) {
        const response = await stop(bad).expect(404);
        expect(response.body.error).toBe(REMINDER_MESSAGES.linkInvalid);
      }
      for (const bad of [42, null, ['a.b']]) {
        expect((await stop(bad).expect(400)).body.error).toBe(REMINDER_MESSAGES.token);
      }
      expect(await isActive(reminder.id)).toBe(true);
      expect(await isActive(other.id)).toBe(true);
    });
  });
});
