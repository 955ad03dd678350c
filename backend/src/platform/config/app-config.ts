import * as path from 'node:path';

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
  /** Express `trust proxy`, so cookies are Secure behind an https proxy. */
  trustProxy: boolean;
  /** Extra origins allowed to make state-changing calls (besides the request's own host). */
  allowedOrigins: string[];
  /** Serve the OpenAPI document and its browsable page (`API_DOCS`; on unless in production). */
  apiDocs: boolean;
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

export function loadConfig(env: Env = process.env): AppConfig {
  const storefront = env.STOREFRONT_DIR ?? path.join(REPO_ROOT, 'frontend', 'dist');
  return {
    port: parsePort(env.PORT),
    database: databaseConfigFrom(env),
    logLevel: env.LOG_LEVEL ?? 'info',
    storefrontDir: storefront === '' ? null : path.resolve(storefront),
    trustProxy: env.TRUST_PROXY === 'true' || env.TRUST_PROXY === '1',
    allowedOrigins: (env.ALLOWED_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    apiDocs:
      env.API_DOCS === undefined || env.API_DOCS === ''
        ? env.NODE_ENV !== 'production'
        : env.API_DOCS === 'true',
  };
}

/** Nest injection token for the AppConfig value. */
export const APP_CONFIG = Symbol('APP_CONFIG');
