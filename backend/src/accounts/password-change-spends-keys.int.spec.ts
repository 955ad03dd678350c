import { CUSTOMER_MESSAGES } from '@shop/contracts';
import {
  createTestDatabase,
  testDialects,
  type TestDatabaseHandle,
} from '../platform/database/scratch-database';
import { createTestApp } from '../testing/test-app';
import {
  CUSTOMER,
  TEST_CAPTCHA,
  get,
  linkPathIn,
  mailedBy,
  post,
  signIn,
  signUp,
  solvedCaptcha,
} from './accounts.test-kit';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
const ORIGIN = 'https://shop.test';

/**
 * A password change or reset spends every unused reset, set-password and sign-in link of the
 * customer (hostile review: an older reset link still reset the password after a newer one was
 * used, and a sign-in link mailed before a reset still signed in after it).
 */
describe.each(testDialects())('a password change spends older links on %s', (dialect) => {
  let database: TestDatabaseHandle;
  let t: TestApp;
  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    t = await createTestApp({
      dialect,
      database,
      config: { captcha: TEST_CAPTCHA, publicOrigin: ORIGIN },
    });
  });
  afterAll(async () => {
    await t.close();
    await database.drop();
  });

  const tokenOf = (path: string) => path.split('/').pop()!;
  /** The token of the link `path` in the email that `send` mails. */
  const mailedToken = async (email: string, path: string, send: () => Promise<unknown>) =>
    tokenOf(linkPathIn(await mailedBy(t, email, send), path, ORIGIN));
  const resetLink = (email: string) =>
    mailedToken(email, 'forgot-password', async () =>
      post(t, '/api/forgot-password', { email, captcha: await solvedCaptcha(t) }).expect(200),
    );
  const signInLink = (email: string) =>
    mailedToken(email, 'sign-in/email', async () =>
      post(t, '/api/sign-in/email', { email, captcha: await solvedCaptcha(t) }).expect(200),
    );
  const keyValid = async (path: string, key: string) =>
    (await get(t, `/api/${path}/key/${key}`).expect(200)).body.data.valid as boolean;
  const signsInWith = async (email: string, password: string) =>
    (await signIn(t, email, password)).response.body.data.length === 0;

  it('an older reset link and a sign-in link mailed before a reset are spent by it', async () => {
    const email = 'older-links@example.com';
    await signUp(t, { email });
    const older = await resetLink(email);
    const link = await signInLink(email);
    const newer = await resetLink(email);
    const reset = await post(t, '/api/forgot-password/key', {
      key: newer,
      password: 'the-newest-password',
    }).expect(200);
    expect(reset.body).toMatchObject({ data: [], isSignedIn: true });

    expect(await keyValid('forgot-password', older)).toBe(false);
    const late = await post(t, '/api/forgot-password/key', {
      key: older,
      password: 'an-attackers-password',
    }).expect(200);
    expect(late.body).toMatchObject({
      data: [CUSTOMER_MESSAGES.resetKeyInvalid],
      isSignedIn: false,
    });
    const linked = await post(t, '/api/sign-in/email/token', { token: link }).expect(200);
    expect(linked.body).toMatchObject({ data: [CUSTOMER_MESSAGES.linkInvalid], isSignedIn: false });
    expect(await signsInWith(email, 'an-attackers-password')).toBe(false);
    expect(await signsInWith(email, 'the-newest-password')).toBe(true);
  });

  it('a change with the current password, and a set-password link, spend them too', async () => {
    const email = 'changed@example.com';
    const cookie = await signUp(t, { email });
    const reset = await resetLink(email);
    const link = await signInLink(email);
    await post(
      t,
      '/api/account/change-password',
      { currentPassword: CUSTOMER.password, newPassword: 'changed-in-account' },
      cookie,
    ).expect(200);
    expect(await keyValid('forgot-password', reset)).toBe(false);
    const linked = await post(t, '/api/sign-in/email/token', { token: link }).expect(200);
    expect(linked.body.data).toEqual([CUSTOMER_MESSAGES.linkInvalid]);

    const older = await resetLink(email);
    const set = await mailedToken(email, 'set-password', () =>
      post(t, '/api/account/set-password-link', {}, cookie).expect(200),
    );
    await post(t, '/api/set-password/key', { key: set, password: 'set-by-link-now' }).expect(200);
    expect(await keyValid('forgot-password', older)).toBe(false);
    expect(await signsInWith(email, 'set-by-link-now')).toBe(true);
  });

  it('of two reset links used at once, one changes the password and the other is refused', async () => {
    const email = 'racing@example.com';
    await signUp(t, { email });
    const first = await resetLink(email);
    const second = await resetLink(email);
    const answers = await Promise.all([
      post(t, '/api/forgot-password/key', { key: first, password: 'first-racing-pw' }),
      post(t, '/api/forgot-password/key', { key: second, password: 'second-racing-pw' }),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    const won = answers.filter((answer) => answer.body.data.length === 0);
    expect(won).toHaveLength(1);
    const lost = answers.find((answer) => answer.body.data.length > 0)!;
    expect(lost.body.data).toEqual([CUSTOMER_MESSAGES.resetKeyInvalid]);
    const winner = answers[0] === won[0] ? 'first-racing-pw' : 'second-racing-pw';
    const loser = winner === 'first-racing-pw' ? 'second-racing-pw' : 'first-racing-pw';
    expect(await signsInWith(email, winner)).toBe(true);
    expect(await signsInWith(email, loser)).toBe(false);
  });
});
