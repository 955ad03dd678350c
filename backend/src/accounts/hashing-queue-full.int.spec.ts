import { CUSTOMER_MESSAGES, SUPPORT_MESSAGES } from '@shop/contracts';
import { SqlDatabase } from '../platform/database/sql-database';
import { testDialects } from '../platform/database/scratch-database';
import { createTestApp } from '../testing/test-app';
import { createStaff, STAFF } from '../support/support.test-kit';
import {
  CUSTOMER,
  TEST_CAPTCHA,
  linkPathIn,
  mailedBy,
  post,
  signUp,
  solvedCaptcha,
} from './accounts.test-kit';
import { HashingQueue } from './credentials/hashing-queue';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
const ORIGIN = 'https://shop.test';

const deferred = () => {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
};

/**
 * The password hashing queue under a flood (hostile review: 100 addresses × 20 wrong staff
 * passwords filled it; every sign-in answered 429 and every sign-up 500). Every path that hashes
 * answers 429 in the envelope when it is full, and hands a solved captcha back; no request
 * without a solved captcha, staff sign-in included, takes a place in it.
 */
describe.each(testDialects())('a full password hashing queue on %s', (dialect) => {
  // One check at a time and one waiting: two holds fill it.
  const queue = new HashingQueue({ maxRunning: 1, maxWaiting: 1 });
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      dialect,
      config: { captcha: TEST_CAPTCHA, publicOrigin: ORIGIN },
      overrides: [{ provide: HashingQueue, useValue: queue }],
    });
  });
  afterAll(async () => {
    await t.close();
  });
  afterEach(() => jest.restoreAllMocks());

  const staffSignIn = (captcha: string, password = STAFF.password) =>
    post(t, '/api/support/sign-in', { email: STAFF.email, password, captcha });
  const customers = async () =>
    Number(
      (await t.app.get(SqlDatabase).query<{ n: number }>('SELECT COUNT(*) AS n FROM customers'))[0]
        .n,
    );
  /** Fills the queue (one running, one waiting) until the answer's release. */
  const fillQueue = () => {
    const hold = deferred();
    const held = [queue.run(() => hold.promise), queue.run(() => hold.promise)];
    expect(queue.load()).toEqual({ running: 1, waiting: 1 });
    return async () => {
      hold.resolve();
      await Promise.all(held);
    };
  };

  it('answers 429 in the envelope on every path that hashes, and the captcha stays good', async () => {
    const cookie = await signUp(t, { email: 'flooded@example.com' });
    await createStaff(t);
    const resetMail = await mailedBy(t, 'flooded@example.com', async () =>
      post(t, '/api/forgot-password', {
        email: 'flooded@example.com',
        captcha: await solvedCaptcha(t),
      }).expect(200),
    );
    const key = linkPathIn(resetMail, 'forgot-password', ORIGIN).split('/').pop()!;
    const newcomer = {
      ...CUSTOMER,
      email: 'newcomer@example.com',
      captcha: await solvedCaptcha(t),
    };
    const signInBody = {
      email: 'flooded@example.com',
      password: CUSTOMER.password,
      captcha: await solvedCaptcha(t),
    };
    const staffCaptcha = await solvedCaptcha(t);
    const before = await customers();

    const release = fillQueue();
    const busy = { data: null, error: CUSTOMER_MESSAGES.tooManyRequests, isSignedIn: false };
    expect((await post(t, '/api/sign-up', newcomer).expect(429)).body).toEqual(busy);
    expect((await post(t, '/api/sign-in', signInBody).expect(429)).body).toEqual(busy);
    expect((await staffSignIn(staffCaptcha).expect(429)).body).toEqual({
      ...busy,
      error: SUPPORT_MESSAGES.tooManyAttempts,
    });
    const reset = await post(t, '/api/forgot-password/key', { key, password: 'a-new-password-1' });
    expect(reset.status).toBe(429);
    expect(reset.body).toEqual(busy);
    const change = await post(
      t,
      '/api/account/change-password',
      { currentPassword: CUSTOMER.password, newPassword: 'a-new-password-2' },
      cookie,
    );
    expect(change.status).toBe(429);
    expect(change.body).toEqual({ ...busy, isSignedIn: true });
    expect(await customers()).toBe(before);
    expect(queue.load()).toEqual({ running: 1, waiting: 1 });
    await release();

    // Nothing was checked, so each solved captcha, and the reset key, work once there is room.
    expect((await post(t, '/api/sign-up', newcomer).expect(200)).body.data).toEqual([]);
    expect((await post(t, '/api/sign-in', signInBody).expect(200)).body).toMatchObject({
      data: [],
      isSignedIn: true,
    });
    await staffSignIn(staffCaptcha).expect(200);
    const used = await post(t, '/api/forgot-password/key', { key, password: 'a-new-password-1' });
    expect(used.body.data).toEqual([]);
  });

  it('queues no hash for a request whose captcha is missing, wrong or used', async () => {
    const run = jest.spyOn(queue, 'run');
    const used = await solvedCaptcha(t);
    await staffSignIn(used, 'not-the-password').expect(401);
    expect(run).toHaveBeenCalledTimes(1);
    const junk = Buffer.from('{"challenge":{},"solution":{}}').toString('base64');
    const answers = await Promise.all([
      ...Array.from({ length: 10 }, () => staffSignIn(used, 'a-guess')),
      ...Array.from({ length: 10 }, () => staffSignIn(junk, 'a-guess')),
      post(t, '/api/support/sign-in', { email: STAFF.email, password: 'a-guess' }),
    ]);
    for (const answer of answers) {
      expect(answer.status).toBe(400);
      expect(answer.body.isSignedIn).toBe(false);
    }
    expect(answers[0].body.error).toBe(SUPPORT_MESSAGES.captchaFailed);
    const { email, password } = CUSTOMER;
    for (const [path, body] of [
      ['/api/sign-in', { email, password, captcha: used }],
      ['/api/sign-up', { ...CUSTOMER, email: 'x@example.com', captcha: used }],
    ] as const) {
      expect((await post(t, path, body).expect(200)).body.data).toEqual([
        CUSTOMER_MESSAGES.captchaFailed,
      ]);
    }
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('keeps the place in line for a staff sign-in with a solved captcha under a flood without', async () => {
    const hold = deferred();
    const running = queue.run(() => hold.promise);
    try {
      const junk = Buffer.from('{"challenge":{},"solution":{}}').toString('base64');
      let answered = 0;
      const flood = Array.from({ length: 30 }, () =>
        staffSignIn(junk, 'a-guess').then((answer) => {
          answered += 1;
          return answer.status;
        }),
      );
      // `then` sends it now (supertest sends a request once it is awaited).
      const solved = staffSignIn(await solvedCaptcha(t)).then((answer) => answer);
      // The solved one waits in the one place in line while the flood is turned away.
      const deadline = Date.now() + 10000;
      while ((answered < 30 || queue.load().waiting < 1) && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      expect(await Promise.all(flood)).toEqual(Array.from({ length: 30 }, () => 400));
      expect(queue.load()).toEqual({ running: 1, waiting: 1 });
      hold.resolve();
      expect((await solved).status).toBe(200);
    } finally {
      hold.resolve();
      await running;
    }
  });
});
