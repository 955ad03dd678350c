import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../database/data-source-options';
import {
  createTestDatabase,
  testDialects,
  type TestDatabaseHandle,
} from '../database/scratch-database';
import { exec, SqlDatabase } from '../database/sql-database';
import { DomainError } from '../domain-error';
import {
  rateLimitSubject,
  sweepRateLimits,
  takeRateLimits,
  type RateLimitRule,
} from './rate-limit';

const TEN_MINUTES = 10 * 60 * 1000;
const RULE: RateLimitRule = { scope: 'test:address', max: 5, windowMs: TEN_MINUTES };
const REFUSED = 'Too many messages.';
const T0 = new Date('2026-06-04T10:00:30Z');
const at = (ms: number) => new Date(T0.getTime() + ms);

describe.each(testDialects())('rate limits in the database on %s', (dialect) => {
  let handle: TestDatabaseHandle;
  // Two connections to one database: two instances of the shop.
  let instances: { dataSource: DataSource; sql: SqlDatabase }[];

  beforeAll(async () => {
    handle = await createTestDatabase(dialect);
    const options = dataSourceOptions(handle.config);
    instances = [];
    for (let i = 0; i < 2; i++) {
      const dataSource = new DataSource(
        handle.postgresSchema
          ? ({ ...options, schema: handle.postgresSchema } as typeof options)
          : options,
      );
      await dataSource.initialize();
      if (i === 0) await dataSource.runMigrations();
      instances.push({ dataSource, sql: SqlDatabase.fromDataSource(dataSource) });
    }
  });
  afterAll(async () => {
    for (const { dataSource } of instances) await dataSource.destroy();
    await handle.drop();
  });
  afterEach(async () => {
    await instances[0].sql.transaction(() => exec('DELETE FROM rate_limit_counters'));
  });

  const hit = (subject: string, now = T0, instance = 0) =>
    instances[instance].sql.transaction(() =>
      takeRateLimits([{ rule: RULE, subject }], now, REFUSED),
    );
  const outcome = (attempt: Promise<void>) =>
    attempt.then(
      () => 'taken',
      (error: unknown) =>
        error instanceof DomainError ? `${error.status} ${error.message}` : String(error),
    );
  const counted = async (subject: string) => {
    const [row] = await instances[0].sql.query<{ hits: number | string }>(
      'SELECT COALESCE(SUM(hits), 0) AS hits FROM rate_limit_counters WHERE subject = ?',
      [rateLimitSubject(RULE.scope, subject)],
    );
    return Number(row.hits);
  };

  it('takes five hits in the window and refuses the sixth with a 429, per subject', async () => {
    const outcomes = [];
    for (let i = 0; i < 6; i++) outcomes.push(await outcome(hit('203.0.113.5', at(i * 1000))));

    expect(outcomes).toEqual([...Array(5).fill('taken'), `429 ${REFUSED}`]);
    expect(await outcome(hit('198.51.100.7'))).toBe('taken');
    // The refused hit rolled back with its transaction: it was not counted.
    expect(await counted('203.0.113.5')).toBe(5);
  });

  it('rolls back whatever the caller wrote in the refused transaction', async () => {
    for (let i = 0; i < 5; i++) await hit('203.0.113.5');
    const attempt = instances[0].sql.transaction(function* () {
      yield* takeRateLimits(
        [{ rule: { ...RULE, scope: 'test:other' }, subject: 'x' }],
        T0,
        REFUSED,
      );
      yield* takeRateLimits([{ rule: RULE, subject: '203.0.113.5' }], T0, REFUSED);
    });

    await expect(attempt).rejects.toThrow(REFUSED);
    const rows = await instances[0].sql.query('SELECT * FROM rate_limit_counters WHERE scope = ?', [
      'test:other',
    ]);
    expect(rows).toEqual([]);
  });

  it('counts across instances sharing the database', async () => {
    for (let i = 0; i < 3; i++) await hit('203.0.113.5', T0, 0);
    for (let i = 0; i < 2; i++) await hit('203.0.113.5', T0, 1);

    expect(await outcome(hit('203.0.113.5', T0, 0))).toBe(`429 ${REFUSED}`);
    expect(await outcome(hit('203.0.113.5', T0, 1))).toBe(`429 ${REFUSED}`);
  });

  it('lets exactly five of many simultaneous hits through, whichever instance takes them', async () => {
    const outcomes = await Promise.all(
      Array.from({ length: 12 }, (_, i) => outcome(hit('203.0.113.9', T0, i % 2))),
    );

    expect(outcomes.filter((o) => o === 'taken')).toHaveLength(5);
    expect(await counted('203.0.113.9')).toBe(5);
  });

  it('holds for at least the whole window, then lets the subject in again', async () => {
    for (let i = 0; i < 5; i++) await hit('203.0.113.5', T0);

    expect(await outcome(hit('203.0.113.5', at(TEN_MINUTES - 1)))).toBe(`429 ${REFUSED}`);
    expect(await outcome(hit('203.0.113.5', at(TEN_MINUTES + TEN_MINUTES / 10)))).toBe('taken');
  });

  it('stores a hash of the subject, never the address itself', async () => {
    await hit('203.0.113.5');

    const rows = await instances[0].sql.query<{ subject: string }>(
      'SELECT subject FROM rate_limit_counters',
    );
    expect(rows).toEqual([{ subject: rateLimitSubject(RULE.scope, '203.0.113.5') }]);
    expect(JSON.stringify(rows)).not.toContain('203.0.113.5');
  });

  it('sweeps counters no window needs any more, and only those', async () => {
    await hit('old', T0);
    await hit('recent', at(TEN_MINUTES));

    const swept = await instances[0].sql.transaction(() =>
      sweepRateLimits(at(TEN_MINUTES + TEN_MINUTES / 10 + 1)),
    );

    expect(swept).toBe(1);
    expect(await counted('old')).toBe(0);
    expect(await counted('recent')).toBe(1);
  });
});
