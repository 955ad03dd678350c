import { randomBytes, randomInt } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { CUSTOMER_MESSAGES } from '@shop/contracts';
import { createChallenge, verifySolution, type Challenge, type Payload } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { exec, rows, SqlDatabase } from '../database/sql-database';
import { takeRateLimits, type RateLimitRule } from '../rate-limit/rate-limit';

/** A challenge is good for this long after it is handed out. */
export const CAPTCHA_TTL_MS = 10 * 60 * 1000;
const ALGORITHM = 'PBKDF2/SHA-256';
/** Challenges per address in 10 minutes; `max` is `CAPTCHA_CHALLENGES_PER_ADDRESS`. */
export const CHALLENGES_PER_ADDRESS: RateLimitRule = {
  scope: 'captcha:address',
  max: 100,
  windowMs: CAPTCHA_TTL_MS,
};
const SECRET_NAME = 'captcha-hmac-key';

/**
 * The self-hosted proof-of-work captcha (ALTCHA, docs/business-rules.md "Accounts"): challenges
 * signed with an HMAC key (`CAPTCHA_HMAC_KEY`, or one the shop keeps in its database), solved by
 * the `altcha` widget in the shopper's browser, checked here with `altcha-lib`. Each solution is
 * accepted once, across every instance: its challenge's nonce is stored until the challenge
 * expires. No outside service is asked anything.
 */
@Injectable()
export class Captcha {
  private key: Promise<string> | null = null;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly sql: SqlDatabase,
  ) {}

  /**
   * A new signed challenge for the widget (`GET /api/captcha/challenge`) asked for from
   * `address`: 429 once that address has had `challengesPerAddress` in 10 minutes (making one
   * costs a PBKDF2 derivation), counted in the database so every instance agrees.
   */
  async challenge(address: string, now: Date): Promise<Challenge> {
    const { cost, maxCounter, challengesPerAddress } = this.config.captcha;
    const rule = { ...CHALLENGES_PER_ADDRESS, max: challengesPerAddress };
    await this.sql.transaction(() =>
      takeRateLimits([{ rule, subject: address }], now, CUSTOMER_MESSAGES.tooManyRequests),
    );
    return createChallenge({
      algorithm: ALGORITHM,
      cost,
      // Deterministic: the server knows the answer, so checking it costs one derivation.
      counter: randomInt(Math.max(1, Math.floor(maxCounter / 5)), maxCounter + 1),
      deriveKey,
      // The machine's clock, not the shop's: altcha-lib checks expiry against it.
      expiresAt: new Date(Date.now() + CAPTCHA_TTL_MS),
      hmacSignatureSecret: await this.hmacKey(),
    });
  }

  /**
   * Whether `submitted` (the widget's base64 JSON payload) solves a challenge this shop signed,
   * not yet expired and not used before. A true answer uses it up.
   */
  async verify(submitted: string): Promise<boolean> {
    const payload = parsePayload(submitted);
    if (!payload) return false;
    // Every challenge this shop signs expires; one without a time is not one of them.
    const expiresAt = payload.challenge.parameters.expiresAt;
    if (typeof expiresAt !== 'number') return false;
    const result = await verifySolution({
      challenge: payload.challenge,
      solution: payload.solution,
      deriveKey,
      hmacSignatureSecret: await this.hmacKey(),
    }).catch(() => null);
    if (!result?.verified) return false;
    return this.useUp(payload.challenge.parameters.nonce, expiresAt * 1000);
  }

  /**
   * Makes a solution accepted by `verify` good again: the request it came with was refused
   * before anything was checked (the password hashing queue was full), so the shopper may retry
   * with it. Only the payload's holder can: the nonce alone is no solution.
   */
  async giveBack(submitted: string): Promise<void> {
    const payload = parsePayload(submitted);
    if (!payload) return;
    const nonce = payload.challenge.parameters.nonce;
    await this.sql.transaction(() =>
      exec('DELETE FROM captcha_solutions WHERE nonce = ?', [nonce]),
    );
  }

  /** Deletes the nonces of expired challenges; answers how many went. */
  sweep(): Promise<number> {
    const nowMs = Date.now();
    return this.sql.transaction(function* () {
      const gone = yield* rows<{ nonce: string }>(
        'DELETE FROM captcha_solutions WHERE expires_at < ? RETURNING nonce',
        [nowMs],
      );
      return gone.length;
    });
  }

  /** Records the nonce; false when it was there already (a replay, here or on another instance). */
  private async useUp(nonce: string, expiresMs: number): Promise<boolean> {
    const inserted = await this.sql.transaction(function* () {
      const added = yield* rows<{ nonce: string }>(
        `INSERT INTO captcha_solutions (nonce, expires_at) VALUES (?, ?)
         ON CONFLICT (nonce) DO NOTHING RETURNING nonce`,
        [nonce, expiresMs],
      );
      return added.length;
    });
    return inserted === 1;
  }

  /** The configured key, or the one kept in the database (made once, the first writer's wins). */
  private hmacKey(): Promise<string> {
    const configured = this.config.captcha.hmacKey;
    if (configured) return Promise.resolve(configured);
    this.key ??= this.sql
      .transaction(function* () {
        yield* exec(
          'INSERT INTO app_secrets (name, value) VALUES (?, ?) ON CONFLICT (name) DO NOTHING',
          [SECRET_NAME, randomBytes(32).toString('base64url')],
        );
        const [row] = yield* rows<{ value: string }>(
          'SELECT value FROM app_secrets WHERE name = ?',
          [SECRET_NAME],
        );
        return row.value;
      })
      .catch((error: unknown) => {
        this.key = null;
        throw error;
      });
    return this.key;
  }
}

/** The widget's payload: base64 of `{ challenge, solution }` JSON; null when it is not one. */
function parsePayload(submitted: string): Payload | null {
  if (typeof submitted !== 'string' || submitted.length === 0 || submitted.length > 4000)
    return null;
  try {
    const value = JSON.parse(Buffer.from(submitted, 'base64').toString('utf8')) as Payload;
    const nonce = value?.challenge?.parameters?.nonce;
    if (typeof nonce !== 'string' || nonce.length === 0 || nonce.length > 100) return null;
    if (typeof value.solution !== 'object' || value.solution === null) return null;
    return value;
  } catch {
    return null;
  }
}
