import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import request from 'supertest';
import { createTestApp } from '../../testing/test-app';
import { loadConfig } from '../config/app-config';
import {
  createTestDatabase,
  testDialects,
  type TestDatabaseHandle,
} from '../database/scratch-database';
import { SqlDatabase } from '../database/sql-database';
import { Captcha } from './captcha.service';

/** Cheap challenges: the checks are the same, the solving takes milliseconds. */
const CAPTCHA = { hmacKey: null, cost: 1, maxCounter: 50, challengesPerAddress: 10_000 };

/** The widget's answer to `challenge`: base64 of `{ challenge, solution }`. */
async function solve(challenge: Challenge, tamper: (c: Challenge) => Challenge = (c) => c) {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('The challenge could not be solved');
  return Buffer.from(JSON.stringify({ challenge: tamper(challenge), solution })).toString('base64');
}

describe.each(testDialects())('the captcha on %s', (dialect) => {
  let database: TestDatabaseHandle;
  let one: Awaited<ReturnType<typeof createTestApp>>;
  let two: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    // Two instances of the shop on one database, neither configured with a key.
    one = await createTestApp({ dialect, database, config: { captcha: CAPTCHA } });
    two = await createTestApp({ dialect, database, config: { captcha: CAPTCHA } });
  });
  afterAll(async () => {
    await one.close();
    await two.close();
    await database.drop();
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  const challenge = async (app = one): Promise<Challenge> => {
    const response = await request(app.server).get('/api/captcha/challenge').expect(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['set-cookie']).toBeUndefined();
    return response.body.data;
  };

  it('hands out signed PBKDF2 challenges that expire in 10 minutes', async () => {
    const before = Date.now() / 1000;
    const { parameters, signature } = await challenge();
    expect(parameters).toMatchObject({ algorithm: 'PBKDF2/SHA-256', cost: 1 });
    expect(signature).toMatch(/^[0-9a-f]{64}$/);
    expect(parameters.expiresAt).toBeGreaterThanOrEqual(Math.floor(before + 600));
    expect(parameters.expiresAt).toBeLessThanOrEqual(Math.ceil(Date.now() / 1000 + 600));
    expect((await challenge()).parameters.nonce).not.toBe(parameters.nonce);
  });

  it('accepts a solution once, on whichever instance it comes to, and never again', async () => {
    const payload = await solve(await challenge(one));
    expect(await two.app.get(Captcha).verify(payload)).toBe(true);
    expect(await one.app.get(Captcha).verify(payload)).toBe(false);
    expect(await two.app.get(Captcha).verify(payload)).toBe(false);
  });

  it('refuses a changed challenge, a wrong answer, another key, and what is not a payload', async () => {
    const captcha = one.app.get(Captcha);
    const easier = await solve(await challenge(), (c) => ({
      ...c,
      parameters: { ...c.parameters, cost: 2 },
    }));
    expect(await captcha.verify(easier)).toBe(false);
    const issued = await challenge();
    const solution = await solveChallenge({ challenge: issued, deriveKey });
    const wrong = Buffer.from(
      JSON.stringify({
        challenge: issued,
        solution: { ...solution, counter: solution!.counter + 1 },
      }),
    ).toString('base64');
    expect(await captcha.verify(wrong)).toBe(false);
    // A challenge signed with a key of its own (not this shop's) is not taken.
    const elsewhere = await createTestApp({
      dialect,
      config: { captcha: { ...CAPTCHA, hmacKey: 'another shop' } },
    });
    try {
      expect(await captcha.verify(await solve(await challenge(elsewhere)))).toBe(false);
    } finally {
      await elsewhere.close();
    }
    for (const junk of [
      '',
      'not base64 at all',
      Buffer.from('{}').toString('base64'),
      'x'.repeat(5000),
    ]) {
      expect(await captcha.verify(junk)).toBe(false);
    }
    // The right answer to that first challenge is still good: nothing above used it up.
    expect(await captcha.verify(await solve(issued))).toBe(true);
  });

  it('takes a solution given back again (its request was refused before any check)', async () => {
    const captcha = one.app.get(Captcha);
    const payload = await solve(await challenge());
    expect(await captcha.verify(payload)).toBe(true);
    await two.app.get(Captcha).giveBack(payload);
    expect(await captcha.verify(payload)).toBe(true);
    expect(await two.app.get(Captcha).verify(payload)).toBe(false);
    await captcha.giveBack('not a payload');
  });

  it('refuses a solution once its challenge has expired, and sweeps its nonce afterwards', async () => {
    const captcha = one.app.get(Captcha);
    const issued = await challenge();
    const payload = await solve(issued);
    jest.useFakeTimers({
      doNotFake: ['nextTick', 'setImmediate', 'setTimeout', 'setInterval', 'queueMicrotask'],
    });
    jest.setSystemTime(Date.now() + 10 * 60 * 1000 + 1000);
    expect(await captcha.verify(payload)).toBe(false);
    jest.useRealTimers();

    const used = await solve(await challenge());
    expect(await captcha.verify(used)).toBe(true);
    const count = async () =>
      Number(
        (
          await one.app
            .get(SqlDatabase)
            .query<{ n: number }>('SELECT COUNT(*) AS n FROM captcha_solutions')
        )[0].n,
      );
    const before = await count();
    expect(await captcha.sweep()).toBe(0);
    jest.useFakeTimers({
      doNotFake: ['nextTick', 'setImmediate', 'setTimeout', 'setInterval', 'queueMicrotask'],
    });
    jest.setSystemTime(Date.now() + 11 * 60 * 1000);
    expect(await captcha.sweep()).toBe(before);
    expect(await count()).toBe(0);
  });

  it('reads its settings from the environment', () => {
    expect(loadConfig({}).captcha).toEqual({
      hmacKey: null,
      cost: 1000,
      maxCounter: 5000,
      challengesPerAddress: 100,
    });
    expect(
      loadConfig({
        CAPTCHA_HMAC_KEY: ' k ',
        CAPTCHA_COST: '2000',
        CAPTCHA_MAX_COUNTER: '100',
        CAPTCHA_CHALLENGES_PER_ADDRESS: '30',
      }).captcha,
    ).toEqual({ hmacKey: 'k', cost: 2000, maxCounter: 100, challengesPerAddress: 30 });
    expect(() => loadConfig({ CAPTCHA_COST: 'lots' })).toThrow(/CAPTCHA_COST/);
  });
});

describe.each(testDialects())('captcha challenges per address on %s', (dialect) => {
  const start = new Date('2026-06-04T10:00:00Z');
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp({
      dialect,
      now: start,
      config: { trustProxy: 1, captcha: { ...CAPTCHA, challengesPerAddress: 3 } },
    });
  });
  afterAll(async () => {
    await t.close();
  });

  const from = (address: string) =>
    request(t.server).get('/api/captcha/challenge').set('X-Forwarded-For', address);

  it('answers 429 in the envelope past the limit in 10 minutes, for that address alone', async () => {
    for (let i = 0; i < 3; i++) await from('203.0.113.7').expect(200);
    const refused = await from('203.0.113.7').expect(429);
    expect(refused.body).toEqual({
      data: null,
      error: 'Too many attempts. Please wait a few minutes and try again.',
      isSignedIn: false,
    });
    await from('198.51.100.9').expect(200);
    // Ten minutes on, the address is counted afresh.
    t.clock.set(new Date(start.getTime() + 11 * 60 * 1000));
    await from('203.0.113.7').expect(200);
  });
});
