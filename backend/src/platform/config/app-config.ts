import * as path from 'node:path';
import { parseClockStart } from '../clock/clock-start';
import { parsePasswordHashCost } from './password-hash-cost';

/** Repository root: this file sits at backend/{src|dist}/platform/config. */
export const REPO_ROOT = path.resolve(__dirname, '../../../..');

export type DatabaseConfig = { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string };

/** Everything the backend reads from the environment, read once at boot. */
export interface AppConfig {
  port: number;
  database: DatabaseConfig;
  logLevel: string;
  /** Built storefront to serve; absent in API-only test runs. */
  storefrontDir: string | null;
  /**
   * `PAGE_CACHE_SECONDS` (default 5): how long a server-rendered page that holds nobody's data
   * is kept in memory and served again; 0 renders every request.
   */
  pageCacheSeconds: number;
  /**
   * Express `trust proxy` as a number of proxy hops in front of the app (0: none). The client
   * address (`request.ip`) is the address that many hops back along X-Forwarded-For, so a
   * client cannot choose it by sending the header itself.
   */
  trustProxy: number;
  /** The origin shoppers' browsers use (`PUBLIC_URL`), for the cross-site check. */
  publicOrigin: string;
  /** Extra origins allowed to make state-changing calls (besides `publicOrigin`). */
  allowedOrigins: string[];
  /** Serve the OpenAPI document and its browsable page (`API_DOCS`; on unless in production). */
  apiDocs: boolean;
  /** Largest JSON body accepted on `/api`, in bytes (`BODY_LIMIT_KB`). */
  bodyLimitBytes: number;
  /** Guest sessions idle this many days with an empty basket are deleted (`SESSION_IDLE_DAYS`). */
  sessionIdleDays: number;
  /** libuv thread pool size set at boot (`UV_THREADPOOL_SIZE`). */
  uvThreadpoolSize: number;
  /** Stripe takes the payments when configured; null: the built-in test provider does. */
  stripe: StripeConfig | null;
  /** Where emails are sent (`SMTP_URL`, smtp:// or smtps://); null: they stay in the outbox. */
  smtpUrl: string | null;
  /** The sender of every email (`MAIL_FROM`). */
  mailFrom: string;
  /**
   * How long an email's claim lasts unrenewed before another instance may send it
   * (`MAIL_CLAIM_TIMEOUT_SECONDS`, default 90): how soon mail an instance held when it stopped
   * goes out. A live attempt renews its claim every third of it.
   */
  mailClaimTimeoutMs: number;
  /** `GET /api/dev/outbox` lists queued emails (on unless `NODE_ENV` is production). */
  devOutbox: boolean;
  /** The self-hosted proof-of-work captcha (ALTCHA) of sign-in and sign-up. */
  captcha: CaptchaConfig;
  /**
   * `SHOP_CLOCK_START`: the instant the shop's clock starts at, then runs on (tests only: the
   * browser suite pins its days with it; refused in production). Null: the system clock.
   */
  clockStart: Date | null;
  /** `PASSWORD_HASH_COST` (default 32768): scrypt's N for new password hashes (tests only lower it). */
  passwordHashCost: number;
  /** Live analytics streams (`GET /api/analytics/stream`). */
  analyticsStreams: AnalyticsStreamsConfig;
  /** Card photo uploads: what the shop takes, and what decoding them may hold. */
  cardPhotos: CardPhotosConfig;
}

export interface CardPhotosConfig {
  /** `CARD_PHOTO_WINDOW_HOURS` (default 24): the rolling window of both byte budgets. */
  windowMs: number;
  /** `CARD_PHOTO_MB_PER_ADDRESS` (default 50): kept photo bytes one client address may add. */
  bytesPerAddress: number;
  /** `CARD_PHOTO_MB_PER_SHOP` (default 500): kept photo bytes the whole shop takes, all instances. */
  bytesPerShop: number;
  /** `CARD_PHOTO_WAITING` (default 4): uploads held waiting to be decoded; the next answers 429. */
  waiting: number;
  /** `CARD_PHOTO_UPLOADS_PER_ADDRESS` (default 2): uploads one address may have in progress. */
  uploadsPerAddress: number;
  /** `SHARP_CACHE_MB` (default 0, off): libvips' operation cache, in MB. */
  sharpCacheMb: number;
  /** `SHARP_CONCURRENCY` (default 1): libvips threads working on one photo. */
  sharpConcurrency: number;
}

export interface AnalyticsStreamsConfig {
  /** `ANALYTICS_STREAMS_PER_KEY` (default 5): streams one API key may have open on an instance. */
  perKey: number;
  /** `ANALYTICS_STREAMS_PER_INSTANCE` (default 200): streams one instance serves at once. */
  perInstance: number;
  /**
   * `ANALYTICS_POLL_MS` (default 1000): how often an instance reads the feed once for all its
   * streams, to find rows other instances wrote (its own appends wake the streams at once).
   */
  pollMs: number;
}

export interface CaptchaConfig {
  /**
   * `CAPTCHA_HMAC_KEY`: signs challenges. When unset the shop makes one and keeps it in its
   * database, so every instance on that database signs and checks alike.
   */
  hmacKey: string | null;
  /** `CAPTCHA_COST` (default 1000): PBKDF2 iterations per guess. */
  cost: number;
  /** `CAPTCHA_MAX_COUNTER` (default 5000): guesses needed are drawn between a fifth of it and it. */
  maxCounter: number;
  /**
   * `CAPTCHA_CHALLENGES_PER_ADDRESS` (default 100): challenges one address may fetch in 10
   * minutes (each costs the server a PBKDF2 derivation); more answer 429.
   */
  challengesPerAddress: number;
}

export interface StripeConfig {
  /** `STRIPE_SECRET_KEY` (`sk_live_…`, `sk_test_…` or a restricted `rk_…` key). */
  secretKey: string;
  /** `STRIPE_WEBHOOK_SECRET` (`whsec_…`): verifies `POST /api/payment/stripe/webhook`. */
  webhookSecret: string;
  /** `STRIPE_PUBLISHABLE_KEY` (`pk_…`) for Stripe.js in the storefront; null when unset. */
  publishableKey: string | null;
}

type Env = Record<string, string | undefined>;

function parsePort(value: string | undefined): number {
  if (value === undefined || value === '') return 3000;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be a whole number between 0 and 65535, got "${value}"`);
  }
  return port;
}

export function databaseConfigFrom(env: Env): DatabaseConfig {
  const url = env.DATABASE_URL?.trim();
  if (url) {
    if (!/^postgres(ql)?:\/\//.test(url)) {
      throw new Error('DATABASE_URL must be a postgres:// URL (leave it unset for SQLite)');
    }
    return { kind: 'postgres', url };
  }
  const file = env.SQLITE_PATH?.trim() || path.join(REPO_ROOT, 'data', 'shop.sqlite');
  return { kind: 'sqlite', file: path.resolve(file) };
}

function wholeNumber(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) {
    throw new Error(`${name} must be a whole number of at least 0, got "${value}"`);
  }
  return n;
}

function positiveInteger(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) {
    throw new Error(`${name} must be a whole number of at least 1, got "${value}"`);
  }
  return n;
}

/**
 * `TRUST_PROXY` as Express hop count: a number of proxies (`1` for one load balancer),
 * `true` meaning one hop (never "trust every hop"), `false`/unset meaning none.
 */
export function parseTrustProxy(value: string | undefined): number {
  const text = value?.trim().toLowerCase() ?? '';
  if (text === '' || text === 'false') return 0;
  if (text === 'true') return 1;
  const hops = Number(text);
  if (!Number.isInteger(hops) || hops < 0 || hops > 10) {
    throw new Error(
      `TRUST_PROXY must be a number of proxy hops (0-10), true or false, got "${value}"`,
    );
  }
  return hops;
}

/** `PUBLIC_URL` reduced to its origin (`https://shop.example`), default `http://localhost:<port>`. */
export function parsePublicOrigin(value: string | undefined, port: number): string {
  const text = value?.trim() || `http://localhost:${port}`;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new Error(`PUBLIC_URL must be an absolute http(s) URL, got "${value}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`PUBLIC_URL must be an absolute http(s) URL, got "${value}"`);
  }
  return url.origin;
}

/**
 * Stripe is on when both `STRIPE_SECRET_KEY` and `STRIPE_WEBHOOK_SECRET` are set, off when
 * neither is. Half of it (or a publishable key alone) refuses to boot: taking card payments
 * without ever hearing their webhooks, or silently falling back to the test provider, would be
 * worse than not starting.
 */
export function parseStripeConfig(env: Env): StripeConfig | null {
  const secretKey = env.STRIPE_SECRET_KEY?.trim() ?? '';
  const webhookSecret = env.STRIPE_WEBHOOK_SECRET?.trim() ?? '';
  const publishableKey = env.STRIPE_PUBLISHABLE_KEY?.trim() ?? '';
  if (secretKey === '' && webhookSecret === '') {
    if (publishableKey !== '') {
      throw new Error(
        'STRIPE_PUBLISHABLE_KEY is set but STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are not: ' +
          'set all of them to take payments with Stripe, or none to use the test provider',
      );
    }
    return null;
  }
  if (secretKey === '' || webhookSecret === '') {
    const missing = secretKey === '' ? 'STRIPE_SECRET_KEY' : 'STRIPE_WEBHOOK_SECRET';
    throw new Error(
      `Stripe is half configured: ${missing} is not set. Set both STRIPE_SECRET_KEY and ` +
        'STRIPE_WEBHOOK_SECRET to take payments with Stripe, or neither to use the test provider',
    );
  }
  if (!/^(sk|rk)_(test|live)_\S+$/.test(secretKey)) {
    throw new Error('STRIPE_SECRET_KEY must be a Stripe secret key (sk_test_…, sk_live_… or rk_…)');
  }
  if (!/^whsec_\S+$/.test(webhookSecret)) {
    throw new Error('STRIPE_WEBHOOK_SECRET must be a webhook signing secret (whsec_…)');
  }
  if (publishableKey !== '' && !/^pk_(test|live)_\S+$/.test(publishableKey)) {
    throw new Error('STRIPE_PUBLISHABLE_KEY must be a publishable key (pk_test_… or pk_live_…)');
  }
  return { secretKey, webhookSecret, publishableKey: publishableKey || null };
}

/** `SMTP_URL`: an smtp:// or smtps:// URL, or null when unset. */
export function parseSmtpUrl(value: string | undefined): string | null {
  const text = value?.trim() ?? '';
  if (text === '') return null;
  let url: URL | null;
  try {
    url = new URL(text);
  } catch {
    url = null;
  }
  if (!url || (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') || !url.hostname) {
    throw new Error('SMTP_URL must look like smtp://user:pass@host:587 (or smtps://…)');
  }
  return text;
}

const HOUR = 60 * 60 * 1000;
const MB = 1024 * 1024;

export const DEFAULT_MAIL_FROM = 'Posy Flowers <hello@posy.example>';

export function loadConfig(env: Env = process.env): AppConfig {
  const storefront = env.STOREFRONT_DIR ?? path.join(REPO_ROOT, 'frontend', 'dist');
  const port = parsePort(env.PORT);
  return {
    port,
    database: databaseConfigFrom(env),
    logLevel: env.LOG_LEVEL ?? 'info',
    storefrontDir: storefront === '' ? null : path.resolve(storefront),
    pageCacheSeconds: wholeNumber('PAGE_CACHE_SECONDS', env.PAGE_CACHE_SECONDS, 5),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    publicOrigin: parsePublicOrigin(env.PUBLIC_URL, port),
    allowedOrigins: (env.ALLOWED_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    apiDocs:
      env.API_DOCS === undefined || env.API_DOCS === ''
        ? env.NODE_ENV !== 'production'
        : env.API_DOCS === 'true',
    bodyLimitBytes: positiveInteger('BODY_LIMIT_KB', env.BODY_LIMIT_KB, 100) * 1024,
    sessionIdleDays: positiveInteger('SESSION_IDLE_DAYS', env.SESSION_IDLE_DAYS, 30),
    uvThreadpoolSize: positiveInteger('UV_THREADPOOL_SIZE', env.UV_THREADPOOL_SIZE, 8),
    stripe: parseStripeConfig(env),
    smtpUrl: parseSmtpUrl(env.SMTP_URL),
    mailFrom: env.MAIL_FROM?.trim() || DEFAULT_MAIL_FROM,
    mailClaimTimeoutMs:
      positiveInteger('MAIL_CLAIM_TIMEOUT_SECONDS', env.MAIL_CLAIM_TIMEOUT_SECONDS, 90) * 1000,
    devOutbox: env.NODE_ENV !== 'production',
    clockStart: parseClockStart(env.SHOP_CLOCK_START, env.NODE_ENV),
    passwordHashCost: parsePasswordHashCost(env.PASSWORD_HASH_COST, env.NODE_ENV),
    captcha: {
      hmacKey: env.CAPTCHA_HMAC_KEY?.trim() || null,
      cost: positiveInteger('CAPTCHA_COST', env.CAPTCHA_COST, 1000),
      maxCounter: positiveInteger('CAPTCHA_MAX_COUNTER', env.CAPTCHA_MAX_COUNTER, 5000),
      challengesPerAddress: positiveInteger(
        'CAPTCHA_CHALLENGES_PER_ADDRESS',
        env.CAPTCHA_CHALLENGES_PER_ADDRESS,
        100,
      ),
    },
    analyticsStreams: {
      perKey: positiveInteger('ANALYTICS_STREAMS_PER_KEY', env.ANALYTICS_STREAMS_PER_KEY, 5),
      perInstance: positiveInteger(
        'ANALYTICS_STREAMS_PER_INSTANCE',
        env.ANALYTICS_STREAMS_PER_INSTANCE,
        200,
      ),
      pollMs: positiveInteger('ANALYTICS_POLL_MS', env.ANALYTICS_POLL_MS, 1000),
    },
    cardPhotos: {
      windowMs: positiveInteger('CARD_PHOTO_WINDOW_HOURS', env.CARD_PHOTO_WINDOW_HOURS, 24) * HOUR,
      bytesPerAddress:
        positiveInteger('CARD_PHOTO_MB_PER_ADDRESS', env.CARD_PHOTO_MB_PER_ADDRESS, 50) * MB,
      bytesPerShop: positiveInteger('CARD_PHOTO_MB_PER_SHOP', env.CARD_PHOTO_MB_PER_SHOP, 500) * MB,
      waiting: wholeNumber('CARD_PHOTO_WAITING', env.CARD_PHOTO_WAITING, 4),
      uploadsPerAddress: positiveInteger(
        'CARD_PHOTO_UPLOADS_PER_ADDRESS',
        env.CARD_PHOTO_UPLOADS_PER_ADDRESS,
        2,
      ),
      sharpCacheMb: wholeNumber('SHARP_CACHE_MB', env.SHARP_CACHE_MB, 0),
      sharpConcurrency: positiveInteger('SHARP_CONCURRENCY', env.SHARP_CONCURRENCY, 1),
    },
  };
}

/** Nest injection token for the AppConfig value. */
export const APP_CONFIG = Symbol('APP_CONFIG');
