import {
  ADDRESS_BOOK_MAX_ENTRIES,
  ADDRESS_BOOK_MESSAGES,
  CUSTOMER_MESSAGES,
  type SavedAddress,
  type SavedAddressRequest,
} from '@shop/contracts';
import request from 'supertest';
import {
  createTestDatabase,
  testDialects,
  type TestDatabaseHandle,
} from '../platform/database/scratch-database';
import { SqlDatabase } from '../platform/database/sql-database';
import { HTTP_MESSAGES } from '../platform/http/messages';
import { createTestApp } from '../testing/test-app';
import { TEST_CAPTCHA, get, post, signUp } from './accounts.test-kit';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

const BOOK = '/api/account/address-book';

/**
 * The checkout recipient's words (docs/rules-checkout.md "Validation"), which the address book
 * shares.
 */
const INVALID_RECIPIENT = 'Please enter a valid recipient.';

const MUM: SavedAddressRequest = {
  label: '  Mum ',
  recipientName: ' Mary Smith ',
  addressLine1: '1 Rose Lane',
  addressLine2: '',
  addressLine3: '',
  town: 'Oxford',
  postcode: 'ox11aa',
};

const GRAN: SavedAddressRequest = {
  recipientName: 'Gran',
  addressLine1: '',
  addressLine2: 'Flat 2, Tulip House',
  town: 'Leeds',
  postcode: 'LS1 1BA',
};

function del(t: TestApp, path: string, cookie?: string | null) {
  const call = request(t.server).delete(path).set('Sec-Fetch-Site', 'same-origin');
  if (cookie) call.set('Cookie', cookie);
  return call;
}

describe.each(testDialects())('the customer address book on %s', (dialect) => {
  let database: TestDatabaseHandle;
  let t: TestApp;
  let emails = 0;
  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    t = await createTestApp({ dialect, database, config: { captcha: TEST_CAPTCHA } });
  });
  afterAll(async () => {
    await t.close();
    await database.drop();
  });

  const newCustomer = () => signUp(t, { email: `book${++emails}@example.com` });
  const add = async (cookie: string, body: SavedAddressRequest = MUM) =>
    (await post(t, BOOK, body, cookie).expect(200)).body.data as SavedAddress;
  const list = async (cookie: string) =>
    (await get(t, BOOK, cookie).expect(200)).body.data as SavedAddress[];
  const stored = async () =>
    (
      await t.app
        .get(SqlDatabase)
        .query('SELECT * FROM customer_addresses ORDER BY customer_id, entry_number')
    ).map((row) => JSON.stringify(row));

  it('adds addresses checked as the checkout recipient: the first is the default, then newest first', async () => {
    const cookie = await newCustomer();
    expect(await list(cookie)).toEqual([]);
    const mum = await add(cookie);
    expect(mum).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      label: 'Mum',
      recipientName: 'Mary Smith',
      addressLine1: '1 Rose Lane',
      addressLine2: '',
      addressLine3: '',
      town: 'Oxford',
      postcode: 'OX1 1AA',
      isDefault: true,
      createdAt: '2026-06-04T10:00:00.000Z',
      updatedAt: '2026-06-04T10:00:00.000Z',
    });
    const gran = await add(cookie, GRAN);
    expect(gran).toMatchObject({
      label: null,
      addressLine2: 'Flat 2, Tulip House',
      isDefault: false,
    });
    const third = await add(cookie, { ...GRAN, recipientName: 'Aunt Jo' });
    expect((await list(cookie)).map((a) => a.id)).toEqual([mum.id, third.id, gran.id]);
    expect((await get(t, `${BOOK}/${gran.id}`, cookie).expect(200)).body.data).toEqual(gran);
    // Upper-case ids name the same address.
    await get(t, `${BOOK}/${gran.id.toUpperCase()}`, cookie).expect(200);
  });

  it('edits an address in place: fields, label and updatedAt change, the default stays', async () => {
    const cookie = await newCustomer();
    const mum = await add(cookie);
    t.clock.set(new Date('2026-06-05T09:30:00Z'));
    const edited = (
      await post(t, `${BOOK}/${mum.id}`, { ...GRAN, label: 'Gran' }, cookie).expect(200)
    ).body.data as SavedAddress;
    t.clock.set(new Date('2026-06-04T10:00:00Z'));
    expect(edited).toEqual({
      ...mum,
      label: 'Gran',
      recipientName: 'Gran',
      addressLine1: '',
      addressLine2: 'Flat 2, Tulip House',
      town: 'Leeds',
      postcode: 'LS1 1BA',
      updatedAt: '2026-06-05T09:30:00.000Z',
    });
    expect(await list(cookie)).toEqual([edited]);
    // An empty label clears it.
    const cleared = await post(t, `${BOOK}/${mum.id}`, { ...GRAN, label: ' ' }, cookie).expect(200);
    expect(cleared.body.data.label).toBeNull();
  });

  it('makes another address the default: exactly one default, listed first', async () => {
    const cookie = await newCustomer();
    const mum = await add(cookie);
    const gran = await add(cookie, GRAN);
    const answer = await post(t, `${BOOK}/${gran.id}/default`, {}, cookie).expect(200);
    const book = answer.body.data as SavedAddress[];
    expect(book.map((a) => [a.id, a.isDefault])).toEqual([
      [gran.id, true],
      [mum.id, false],
    ]);
    // Again: nothing changes.
    await post(t, `${BOOK}/${gran.id}/default`, {}, cookie).expect(200);
    expect((await list(cookie)).filter((a) => a.isDefault).map((a) => a.id)).toEqual([gran.id]);
  });

  it('deletes addresses: deleting the default makes the newest remaining one the default', async () => {
    const cookie = await newCustomer();
    const first = await add(cookie);
    const second = await add(cookie, GRAN);
    const third = await add(cookie, { ...GRAN, recipientName: 'Aunt Jo' });
    // A non-default goes: the default stays.
    let book = (await del(t, `${BOOK}/${second.id}`, cookie).expect(200)).body.data;
    expect(book.map((a: SavedAddress) => [a.id, a.isDefault])).toEqual([
      [first.id, true],
      [third.id, false],
    ]);
    const fourth = await add(cookie, { ...GRAN, recipientName: 'Uncle Al' });
    book = (await del(t, `${BOOK}/${first.id}`, cookie).expect(200)).body.data;
    expect(book.map((a: SavedAddress) => [a.id, a.isDefault])).toEqual([
      [fourth.id, true],
      [third.id, false],
    ]);
    await get(t, `${BOOK}/${first.id}`, cookie).expect(404);
    await del(t, `${BOOK}/${fourth.id}`, cookie).expect(200);
    book = (await del(t, `${BOOK}/${third.id}`, cookie).expect(200)).body.data;
    expect(book).toEqual([]);
    // The next address added to an emptied book is the default again.
    expect((await add(cookie)).isDefault).toBe(true);
  });

  it("answers 404 with the not-found envelope for another customer's, an unknown or a malformed id, changing nothing", async () => {
    const owner = await newCustomer();
    const theirs = await add(owner);
    const other = await newCustomer();
    const mine = await add(other, GRAN);
    const before = await stored();
    const ids = [
      theirs.id,
      '00000000-0000-4000-8000-000000000000',
      'not-an-id',
      '1',
      `${theirs.id}x`,
      'x'.repeat(500),
      encodeURIComponent("' OR 1=1 --"),
    ];
    for (const id of ids) {
      const path = `${BOOK}/${id}`;
      const answers = [
        await get(t, path, other),
        await post(t, path, GRAN, other),
        await del(t, path, other),
        await post(t, `${path}/default`, {}, other),
      ];
      for (const answer of answers) {
        expect([id, answer.status, answer.body]).toEqual([
          id,
          404,
          { data: null, error: HTTP_MESSAGES.notFound, isSignedIn: true },
        ]);
      }
    }
    expect(await stored()).toEqual(before);
    expect(await list(other)).toEqual([mine]);
    expect((await list(owner)).map((a) => a.id)).toEqual([theirs.id]);
  });

  it('answers a guest 401 on every endpoint and stores nothing', async () => {
    const owner = await newCustomer();
    const address = await add(owner);
    const before = await stored();
    const path = `${BOOK}/${address.id}`;
    const answers = [
      await get(t, BOOK),
      await get(t, path),
      await post(t, BOOK, MUM),
      await post(t, path, GRAN),
      await del(t, path),
      await post(t, `${path}/default`, {}),
    ];
    for (const answer of answers) {
      expect([answer.status, answer.body]).toEqual([
        401,
        { data: null, error: CUSTOMER_MESSAGES.signInRequired, isSignedIn: false },
      ]);
    }
    expect(await stored()).toEqual(before);
  });

  it('refuses bad bodies on add and edit with a 400 saying what to fix, changing nothing', async () => {
    const cookie = await newCustomer();
    const address = await add(cookie);
    const before = await stored();
    const cases: [unknown, string][] = [
      [{ ...MUM, recipientName: '   ' }, INVALID_RECIPIENT],
      [{ ...MUM, addressLine1: ' ', addressLine2: '', addressLine3: '' }, INVALID_RECIPIENT],
      [{ ...MUM, postcode: 'HELLO' }, INVALID_RECIPIENT],
      [{ ...MUM, postcode: 'SW1A 1AAA' }, INVALID_RECIPIENT],
      [{ ...MUM, recipientName: 'x'.repeat(101) }, ADDRESS_BOOK_MESSAGES.recipientName],
      [{ ...MUM, recipientName: undefined }, ADDRESS_BOOK_MESSAGES.recipientName],
      [{ ...MUM, recipientName: 7 }, ADDRESS_BOOK_MESSAGES.recipientName],
      [{ ...MUM, addressLine3: 'x'.repeat(101) }, ADDRESS_BOOK_MESSAGES.addressLine],
      [{ ...MUM, addressLine1: null }, ADDRESS_BOOK_MESSAGES.addressLine],
      [{ ...MUM, town: 'x'.repeat(61) }, ADDRESS_BOOK_MESSAGES.town],
      [{ ...MUM, postcode: 12345 }, ADDRESS_BOOK_MESSAGES.postcode],
      [{ ...MUM, postcode: 'SW1A 1AA SW1A' }, ADDRESS_BOOK_MESSAGES.postcode],
      [{ ...MUM, label: 'x'.repeat(41) }, ADDRESS_BOOK_MESSAGES.label],
      [{ ...MUM, label: ['Mum'] }, ADDRESS_BOOK_MESSAGES.label],
      [{ ...MUM, isDefault: true }, 'property isDefault should not exist'],
      [{ ...MUM, customerId: 'someone-else' }, 'property customerId should not exist'],
      [{ ...MUM, recipientName: 'Mary\u0000' }, HTTP_MESSAGES.badCharacters],
    ];
    for (const path of [BOOK, `${BOOK}/${address.id}`]) {
      for (const [body, message] of cases) {
        const answer = await post(t, path, body, cookie);
        expect([path, body, answer.status, answer.body.data]).toEqual([path, body, 400, null]);
        expect(answer.body.error ?? answer.body.errors[0]).toBe(message);
      }
      for (const raw of ['[]', '"text"', '{"recipientName":']) {
        const answer = await request(t.server)
          .post(path)
          .set('Sec-Fetch-Site', 'same-origin')
          .set('Cookie', cookie)
          .set('Content-Type', 'application/json')
          .send(raw);
        expect([path, raw, answer.status]).toEqual([path, raw, 400]);
      }
    }
    expect(await stored()).toEqual(before);
  });

  it(`keeps at most ${ADDRESS_BOOK_MAX_ENTRIES} addresses: the next is refused with a 409, nothing added`, async () => {
    const cookie = await newCustomer();
    for (let i = 0; i < ADDRESS_BOOK_MAX_ENTRIES; i++) {
      await add(cookie, { ...GRAN, recipientName: `Friend ${i}` });
    }
    const answer = await post(t, BOOK, MUM, cookie).expect(409);
    expect(answer.body).toEqual({
      data: null,
      error: ADDRESS_BOOK_MESSAGES.full,
      isSignedIn: true,
    });
    const book = await list(cookie);
    expect(book).toHaveLength(ADDRESS_BOOK_MAX_ENTRIES);
    // Deleting one makes room again.
    await del(t, `${BOOK}/${book[1].id}`, cookie).expect(200);
    await add(cookie);
  });

  it('gives an address book filled by parallel requests exactly one default', async () => {
    const cookie = await newCustomer();
    const names = ['A', 'B', 'C', 'D', 'E', 'F'];
    await Promise.all(names.map((name) => add(cookie, { ...GRAN, recipientName: name })));
    const book = await list(cookie);
    expect(book).toHaveLength(names.length);
    expect(book.filter((a) => a.isDefault)).toHaveLength(1);
    const [next] = book.filter((a) => !a.isDefault);
    await Promise.all([
      post(t, `${BOOK}/${next.id}/default`, {}, cookie).expect(200),
      del(t, `${BOOK}/${book[0].id}`, cookie).expect(200),
    ]);
    const after = await list(cookie);
    expect(after).toHaveLength(names.length - 1);
    expect(after.filter((a) => a.isDefault)).toHaveLength(1);
  });
});
