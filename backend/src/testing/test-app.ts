import { Test } from '@nestjs/testing';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { Type } from '@nestjs/common';
import { configureApp } from '../app.factory';
import { AppModule } from '../app.module';
import { FixedClock } from '../platform/clock/clock';
import { loadConfig, type AppConfig } from '../platform/config/app-config';
import { wakeAfterLogVisible } from './log-visible';
import {
  createTestDatabase,
  type TestDatabaseHandle,
  type TestDialect,
} from '../platform/database/scratch-database';

export interface TestAppOptions {
  dialect?: TestDialect;
  /** Extra controllers, e.g. a probe for pipeline behaviour no product endpoint has yet. */
  controllers?: Type[];
  /** Providers to replace, e.g. a recording fake of a port: `{ provide, useValue }`. */
  overrides?: { provide: unknown; useValue: unknown }[];
  config?: Partial<AppConfig>;
  now?: Date;
  /**
   * Boot on this database instead of a new one (a restart); the caller drops it, `close`
   * leaves it. So does a `config.database`.
   */
  database?: TestDatabaseHandle;
  /**
   * Boot on an empty database, running every migration and seeder at boot as a new install does:
   * for specs of migrations, seeders and boot. Otherwise a new database is a copy of the jest
   * run's template, which is that same database after its first boot, made once per run.
   */
  emptyDatabase?: boolean;
}

/** scrypt's N for the test apps' password hashes (the shop's is PASSWORD_HASH_COST). */
export const TEST_PASSWORD_HASH_COST = 1024;

/** The real Nest application on a throwaway database, for supertest. */
export async function createTestApp(options: TestAppOptions = {}) {
  // None of its own when the caller brings one, as a handle or in `config`.
  const database =
    options.database ??
    (options.config?.database
      ? null
      : await createTestDatabase(options.dialect ?? 'sqlite', { empty: options.emptyDatabase }));
  const config: AppConfig = {
    ...loadConfig({}),
    ...(database ? { database: database.config } : {}),
    logLevel: 'silent',
    storefrontDir: null,
    // Password hashes at a thirty-second of the shop's scrypt cost: the same code and checks, a
    // few ms of a core instead of a tenth of a second each (docs/testing.md). A spec about the
    // hashing's cost itself sets the shop's own.
    passwordHashCost: TEST_PASSWORD_HASH_COST,
    ...options.config,
  };
  const clock = new FixedClock(options.now ?? new Date('2026-06-04T10:00:00Z'));
  let builder = Test.createTestingModule({
    imports: [AppModule.forRoot(config, { clock })],
    controllers: options.controllers ?? [],
  });
  for (const { provide, useValue } of options.overrides ?? []) {
    builder = builder.overrideProvider(provide).useValue(useValue);
  }
  const moduleRef = await builder.compile();
  const app = moduleRef.createNestApplication<NestExpressApplication>({
    bufferLogs: true,
    bodyParser: false,
  });
  configureApp(app, config);
  await app.init();
  wakeAfterLogVisible(app);
  return {
    app,
    clock,
    server: app.getHttpServer(),
    close: async () => {
      await app.close();
      if (database && !options.database) await database.drop();
    },
  };
}
