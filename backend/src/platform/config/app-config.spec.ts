import * as path from 'node:path';
import { loadConfig, REPO_ROOT } from './app-config';

describe('loadConfig', () => {
  it('defaults to port 3000 and the SQLite file data/shop.sqlite in the repository', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.database).toEqual({
      kind: 'sqlite',
      file: path.join(REPO_ROOT, 'data', 'shop.sqlite'),
    });
    expect(config.storefrontDir).toBe(path.join(REPO_ROOT, 'frontend', 'dist'));
    expect(config.trustProxy).toBe(0);
    expect(config.publicOrigin).toBe('http://localhost:3000');
    expect(config.bodyLimitBytes).toBe(100 * 1024);
    expect(config.sessionIdleDays).toBe(30);
    expect(config.uvThreadpoolSize).toBe(8);
  });

  it('reads SMTP_URL and MAIL_FROM, and lists the outbox unless in production', () => {
    const defaults = loadConfig({});
    expect(defaults.smtpUrl).toBeNull();
    expect(defaults.mailFrom).toBe('Posy Flowers <hello@posy.example>');
    expect(defaults.devOutbox).toBe(true);
    const set = loadConfig({
      SMTP_URL: 'smtp://user:pass@mail.example:587',
      MAIL_FROM: 'Shop <shop@mail.example>',
      NODE_ENV: 'production',
    });
    expect(set.smtpUrl).toBe('smtp://user:pass@mail.example:587');
    expect(set.mailFrom).toBe('Shop <shop@mail.example>');
    expect(set.devOutbox).toBe(false);
    expect(loadConfig({ SMTP_URL: 'smtps://mail.example' }).smtpUrl).toBe('smtps://mail.example');
    expect(() => loadConfig({ SMTP_URL: 'http://mail.example' })).toThrow(
      'SMTP_URL must look like smtp://user:pass@host:587 (or smtps://…)',
    );
    expect(() => loadConfig({ SMTP_URL: 'mail.example' })).toThrow(/SMTP_URL/);
  });

  it('reads MAIL_CLAIM_TIMEOUT_SECONDS, 90 unless set', () => {
    expect(loadConfig({}).mailClaimTimeoutMs).toBe(90_000);
    expect(loadConfig({ MAIL_CLAIM_TIMEOUT_SECONDS: '60' }).mailClaimTimeoutMs).toBe(60_000);
    expect(() => loadConfig({ MAIL_CLAIM_TIMEOUT_SECONDS: '0' })).toThrow(
      /MAIL_CLAIM_TIMEOUT_SECONDS/,
    );
  });

  it('reads TRUST_PROXY as Express hops, true meaning one hop, never every hop', () => {
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(0);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(0);
    expect(() => loadConfig({ TRUST_PROXY: 'yes' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ TRUST_PROXY: '-1' })).toThrow(/TRUST_PROXY/);
  });

  it('reads PUBLIC_URL as an origin, defaulting to localhost on PORT', () => {
    expect(loadConfig({ PORT: '8080' }).publicOrigin).toBe('http://localhost:8080');
    expect(loadConfig({ PUBLIC_URL: 'https://shop.example/some/path' }).publicOrigin).toBe(
      'https://shop.example',
    );
    expect(() => loadConfig({ PUBLIC_URL: 'shop.example' })).toThrow(/PUBLIC_URL/);
    expect(() => loadConfig({ PUBLIC_URL: 'ftp://shop.example' })).toThrow(/PUBLIC_URL/);
  });

  it('reads BODY_LIMIT_KB, SESSION_IDLE_DAYS and UV_THREADPOOL_SIZE', () => {
    const config = loadConfig({
      BODY_LIMIT_KB: '64',
      SESSION_IDLE_DAYS: '7',
      UV_THREADPOOL_SIZE: '16',
    });
    expect(config.bodyLimitBytes).toBe(64 * 1024);
    expect(config.sessionIdleDays).toBe(7);
    expect(config.uvThreadpoolSize).toBe(16);
    expect(() => loadConfig({ SESSION_IDLE_DAYS: '0' })).toThrow(/SESSION_IDLE_DAYS/);
  });

  it('uses PostgreSQL when DATABASE_URL is a postgres URL', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://shop@db:5432/shop' }).database).toEqual({
      kind: 'postgres',
      url: 'postgres://shop@db:5432/shop',
    });
  });

  it('refuses a DATABASE_URL for another database and a bad PORT', () => {
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/postgres:\/\//);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/PORT/);
  });

  it('reads PORT, SQLITE_PATH, TRUST_PROXY and ALLOWED_ORIGINS', () => {
    const config = loadConfig({
      PORT: '8080',
      SQLITE_PATH: '/tmp/x/shop.sqlite',
      TRUST_PROXY: 'true',
      ALLOWED_ORIGINS: 'https://a.example, https://b.example',
      STOREFRONT_DIR: '',
    });
    expect(config.port).toBe(8080);
    expect(config.database).toEqual({ kind: 'sqlite', file: '/tmp/x/shop.sqlite' });
    expect(config.trustProxy).toBe(1);
    expect(config.allowedOrigins).toEqual(['https://a.example', 'https://b.example']);
    expect(config.storefrontDir).toBeNull();
  });

  it('serves the API documents unless in production, where API_DOCS=true turns them on', () => {
    expect(loadConfig({}).apiDocs).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production' }).apiDocs).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', API_DOCS: 'true' }).apiDocs).toBe(true);
    expect(loadConfig({ API_DOCS: 'false' }).apiDocs).toBe(false);
  });

  it('starts the clock at SHOP_CLOCK_START for tests, and refuses it in production', () => {
    expect(loadConfig({}).clockStart).toBeNull();
    expect(loadConfig({ SHOP_CLOCK_START: '2026-11-18T10:00:00Z' }).clockStart).toEqual(
      new Date('2026-11-18T10:00:00Z'),
    );
    expect(() => loadConfig({ SHOP_CLOCK_START: '2026-11-18' })).toThrow(/SHOP_CLOCK_START/);
    expect(() =>
      loadConfig({ SHOP_CLOCK_START: '2026-11-18T10:00:00Z', NODE_ENV: 'production' }),
    ).toThrow(
      'SHOP_CLOCK_START pins the clock for tests and is refused when NODE_ENV is production: unset it',
    );
  });

  it('hashes passwords at scrypt N = 32768 unless PASSWORD_HASH_COST lowers it, never in production', () => {
    expect(loadConfig({}).passwordHashCost).toBe(32768);
    expect(loadConfig({ PASSWORD_HASH_COST: '1024' }).passwordHashCost).toBe(1024);
    expect(
      loadConfig({ NODE_ENV: 'production', PASSWORD_HASH_COST: '65536' }).passwordHashCost,
    ).toBe(65536);
    expect(() => loadConfig({ NODE_ENV: 'production', PASSWORD_HASH_COST: '1024' })).toThrow(
      'PASSWORD_HASH_COST below 32768 is for tests and is refused when NODE_ENV is production',
    );
    for (const bad of ['1000', '1', 'cheap', '2097152']) {
      expect(() => loadConfig({ PASSWORD_HASH_COST: bad })).toThrow(
        `PASSWORD_HASH_COST must be a power of two from 2 to 1048576, got "${bad}"`,
      );
    }
  });

  describe('Stripe', () => {
    const keys = {
      STRIPE_SECRET_KEY: 'sk_test_51abc',
      STRIPE_WEBHOOK_SECRET: 'whsec_abc123',
    };

    it('is off (the test provider takes payments) when no STRIPE_* variable is set', () => {
      expect(loadConfig({}).stripe).toBeNull();
      expect(loadConfig({ STRIPE_SECRET_KEY: ' ', STRIPE_WEBHOOK_SECRET: '' }).stripe).toBeNull();
    });

    it('is on with the secret key and the webhook secret; the publishable key is optional', () => {
      expect(loadConfig(keys).stripe).toEqual({
        secretKey: 'sk_test_51abc',
        webhookSecret: 'whsec_abc123',
        publishableKey: null,
      });
      expect(
        loadConfig({
          ...keys,
          STRIPE_PUBLISHABLE_KEY: ' pk_live_xyz ',
          STRIPE_SECRET_KEY: 'rk_live_1',
        }).stripe,
      ).toEqual({
        secretKey: 'rk_live_1',
        webhookSecret: 'whsec_abc123',
        publishableKey: 'pk_live_xyz',
      });
    });

    it('refuses to boot half configured, naming what is missing', () => {
      expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_51abc' })).toThrow(
        'Stripe is half configured: STRIPE_WEBHOOK_SECRET is not set. Set both STRIPE_SECRET_KEY ' +
          'and STRIPE_WEBHOOK_SECRET to take payments with Stripe, or neither to use the test provider',
      );
      expect(() => loadConfig({ STRIPE_WEBHOOK_SECRET: 'whsec_abc123' })).toThrow(
        /^Stripe is half configured: STRIPE_SECRET_KEY is not set\./,
      );
      expect(() => loadConfig({ STRIPE_PUBLISHABLE_KEY: 'pk_test_1' })).toThrow(
        /STRIPE_PUBLISHABLE_KEY is set but STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are not/,
      );
    });

    it('refuses keys of the wrong kind without echoing them', () => {
      const publishableAsSecret = () => loadConfig({ ...keys, STRIPE_SECRET_KEY: 'pk_test_oops' });
      expect(publishableAsSecret).toThrow(/^STRIPE_SECRET_KEY must be a Stripe secret key/);
      expect(publishableAsSecret).not.toThrow(/pk_test_oops/);
      expect(() => loadConfig({ ...keys, STRIPE_WEBHOOK_SECRET: 'sk_test_x' })).toThrow(
        /^STRIPE_WEBHOOK_SECRET must be a webhook signing secret/,
      );
      expect(() => loadConfig({ ...keys, STRIPE_PUBLISHABLE_KEY: 'sk_test_x' })).toThrow(
        /^STRIPE_PUBLISHABLE_KEY must be a publishable key/,
      );
    });
  });
});
