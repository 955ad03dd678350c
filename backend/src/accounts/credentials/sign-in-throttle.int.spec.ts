import {
  createTestDatabase,
  testDialects,
  type TestDatabaseHandle,
} from '../../platform/database/scratch-database';
import { createTestApp } from '../../testing/test-app';
import { SignInThrottle } from './sign-in-throttle';

const T0 = new Date('2026-06-04T10:00:00Z');
const FIFTEEN_MINUTES = 15 * 60 * 1000;

describe.each(testDialects())('sign-in throttling across instances on %s', (dialect) => {
  let database: TestDatabaseHandle;
  let one: Awaited<ReturnType<typeof createTestApp>>;
  let two: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    one = await createTestApp({ dialect, database, now: T0 });
    two = await createTestApp({ dialect, database, now: T0 });
  });
  afterAll(async () => {
    await one.close();
    await two.close();
    await database.drop();
  });
  const at = (ms: number) => {
    for (const app of [one, two]) app.clock.set(new Date(T0.getTime() + ms));
  };

  it('counts one email and address against the same five failures on every instance', async () => {
    at(0);
    const a = one.app.get(SignInThrottle);
    const b = two.app.get(SignInThrottle);
    const email = 'Ada@Example.com';
    for (let i = 0; i < 3; i++) expect(await a.attempt(email, '203.0.113.1')).toBe(true);
    for (let i = 0; i < 2; i++)
      expect(await b.attempt(email.toLowerCase(), '203.0.113.1')).toBe(true);
    expect(await a.attempt(email, '203.0.113.1')).toBe(false);
    expect(await b.attempt(email, '203.0.113.1')).toBe(false);
    // Another address, or another email from this one, is not held back.
    expect(await b.attempt(email, '198.51.100.1')).toBe(true);
    expect(await a.attempt('grace@example.com', '203.0.113.1')).toBe(true);
    // Lifted once the oldest failure is 15 minutes old.
    at(FIFTEEN_MINUTES + 1);
    expect(await b.attempt(email, '203.0.113.1')).toBe(true);
  });

  it('forgets the failures of a sign-in that succeeded, and gives back an attempt never checked', async () => {
    at(60 * FIFTEEN_MINUTES);
    const a = one.app.get(SignInThrottle);
    const b = two.app.get(SignInThrottle);
    const email = 'grace@example.com';
    for (let i = 0; i < 4; i++) await a.attempt(email, '203.0.113.9');
    await b.refund(email, '203.0.113.9');
    await a.attempt(email, '203.0.113.9');
    // Four counted: one more may be tried, then it is refused.
    expect(await b.attempt(email, '203.0.113.9')).toBe(true);
    expect(await a.attempt(email, '203.0.113.9')).toBe(false);
    await b.succeeded(email, '203.0.113.9');
    for (let i = 0; i < 4; i++) expect(await a.attempt(email, '203.0.113.9')).toBe(true);
  });
});
