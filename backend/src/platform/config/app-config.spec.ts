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
    expect(config.trustProxy).toBe(false);
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
    expect(config.trustProxy).toBe(true);
    expect(config.allowedOrigins).toEqual(['https://a.example', 'https://b.example']);
    expect(config.storefrontDir).toBeNull();
  });

  it('serves the API documents unless in production, where API_DOCS=true turns them on', () => {
    expect(loadConfig({}).apiDocs).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production' }).apiDocs).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', API_DOCS: 'true' }).apiDocs).toBe(true);
    expect(loadConfig({ API_DOCS: 'false' }).apiDocs).toBe(false);
  });
});
