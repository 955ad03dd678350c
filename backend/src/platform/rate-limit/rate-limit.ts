import { createHash } from 'node:crypto';
import { DomainError } from '../domain-error';
import { exec, rows, type SqlDatabase, type SqlWork } from '../database/sql-database';

/** How many hits one subject may make in a sliding window. */
export interface RateLimitRule {
  /** What is counted and by what, e.g. `forms:address`; at most 40 characters. */
  scope: string;
  max: number;
  windowMs: number;
  /**
   * How finely hits are counted (default a tenth of the window). A hit stays counted for the
   * window plus up to one bucket: 1 counts every hit on its own, for limits that must lift
   * exactly when the window has passed (sign-in) and see few hits per subject.
   */
  bucketMs?: number;
}

/** One hit to count: a rule and whom it counts (an address, a session id). */
export interface RateLimitHit {
  rule: RateLimitRule;
  subject: string;
  /** How much the hit counts against `max` (default 1): a budget counts KiB, say. */
  amount?: number;
}

/**
 * By default a window is counted in this many buckets. A hit stays counted for between one and
 * one and a tenth windows (its bucket and the ten after it), never less than the window.
 */
const BUCKETS_PER_WINDOW = 10;

const bucketOf = (rule: RateLimitRule) =>
  Math.max(1, rule.bucketMs ?? Math.floor(rule.windowMs / BUCKETS_PER_WINDOW));

/** The stored subject: a hash, so the table never holds an address or session id in clear. */
export function rateLimitSubject(scope: string, subject: string): string {
  return createHash('sha256').update(`${scope}\u0000${subject}`).digest('hex');
}

/**
 * Counts each hit in the caller's transaction and refuses with `DomainError(refusal, 429)` when
 * any subject has gone over its rule's `max` in the window. Throwing rolls the transaction back,
 * so a refused attempt neither counts nor stores whatever the caller writes after this.
 *
 * The count is taken after the increment: on PostgreSQL the upsert locks the bucket's row, so
 * requests arriving together on different instances queue there and each sees the others' hits.
 * Callers list their hits in the same order every time, so two transactions never wait on each
 * other's rows in opposite orders.
 */
export function* takeRateLimits(
  hits: readonly RateLimitHit[],
  now: Date,
  refusal: string,
): SqlWork<void> {
  const nowMs = now.getTime();
  for (const { rule, subject, amount = 1 } of hits) {
    const bucketMs = bucketOf(rule);
    const bucketStart = Math.floor(nowMs / bucketMs) * bucketMs;
    yield* exec(
      `INSERT INTO rate_limit_counters (scope, subject, bucket_start, hits, expires_at)
       VALUES (?, ?, ?, ?, ?)
       ON CONFLICT (scope, subject, bucket_start)
       DO UPDATE SET hits = rate_limit_counters.hits + excluded.hits`,
      [
        rule.scope,
        rateLimitSubject(rule.scope, subject),
        bucketStart,
        amount,
        bucketStart + rule.windowMs + bucketMs,
      ],
    );
    const [query, params] = countQuery({ rule, subject }, nowMs);
    const [counted] = yield* rows<{ hits: number | string }>(query, params);
    if (Number(counted.hits) > rule.max) throw new DomainError(refusal, 429);
  }
}

/**
 * What `subject` has taken under `rule` in the window so far, read outside any transaction: for a
 * cheap refusal before costly work, which `takeRateLimits` then confirms atomically.
 */
export async function rateLimitCount(sql: SqlDatabase, hit: RateLimitHit, now: Date) {
  const [counted] = await sql.query<{ hits: number | string }>(...countQuery(hit, now.getTime()));
  return Number(counted.hits);
}

function countQuery({ rule, subject }: RateLimitHit, nowMs: number): [string, unknown[]] {
  return [
    `SELECT COALESCE(SUM(hits), 0) AS hits FROM rate_limit_counters
     WHERE scope = ? AND subject = ? AND bucket_start > ?`,
    [rule.scope, rateLimitSubject(rule.scope, subject), nowMs - rule.windowMs - bucketOf(rule)],
  ];
}

/** Forgets every hit of `subject` under `rule` (a sign-in that succeeded clears its failures). */
export function* clearRateLimit({ rule, subject }: RateLimitHit): SqlWork<void> {
  yield* exec('DELETE FROM rate_limit_counters WHERE scope = ? AND subject = ?', [
    rule.scope,
    rateLimitSubject(rule.scope, subject),
  ]);
}

/** Takes back one hit of `subject` under `rule`, from its latest bucket (an attempt that did not count). */
export function* refundRateLimit({ rule, subject }: RateLimitHit): SqlWork<void> {
  const key = rateLimitSubject(rule.scope, subject);
  yield* exec(
    `UPDATE rate_limit_counters SET hits = hits - 1
     WHERE scope = ? AND subject = ? AND bucket_start = (
       SELECT MAX(bucket_start) FROM rate_limit_counters WHERE scope = ? AND subject = ? AND hits > 0
     )`,
    [rule.scope, key, rule.scope, key],
  );
}

/** Deletes counters no window can still need; answers how many went. */
export function* sweepRateLimits(now: Date): SqlWork<number> {
  const gone = yield* rows<{ scope: string }>(
    'DELETE FROM rate_limit_counters WHERE expires_at < ? RETURNING scope',
    [now.getTime()],
  );
  return gone.length;
}
