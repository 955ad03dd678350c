import 'reflect-metadata';
import { RequestMethod } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import cookieParser from 'cookie-parser';
import { AppModule } from './app.module';
import { Clock } from './platform/clock/clock';
import type { AppConfig } from './platform/config/app-config';
import { serveApiDocs } from './platform/http/api-docs/openapi-document';
import { apiJsonBody, apiTextGuard } from './platform/http/request-input';
import { privateWhenSettingCookies } from './platform/http/private-cookies';
import { responseCompression } from './platform/http/response-compression';
import { requestLogging } from './platform/http/request-logging';
import { applyServerTimeouts } from './platform/http/server-timeouts';
import { securityHeaders } from './platform/http/security-headers';
import { AppLogger, ROOT_LOGGER } from './platform/logging/app-logger';
import type { PlatformOverrides } from './platform/platform.module';
import { registerPermanentRedirects } from './platform/storefront/permanent-redirects';
import { PageCache } from './platform/storefront/page-cache';
import { serveStorefront } from './platform/storefront/serve-storefront';
import { loadStorefrontRenderer, loopbackApi } from './platform/storefront/storefront-renderer';

/** Express-level setup shared by the real server and the API tests; call before `init()`. */
export function configureApp(app: NestExpressApplication, config: AppConfig): void {
  app.useLogger(app.get(AppLogger));
  // A hop count, never `true`: `request.ip` is then the address our own proxies saw, and a
  // client-supplied X-Forwarded-For cannot choose it.
  app.set('trust proxy', config.trustProxy);
  applyServerTimeouts(app.getHttpServer());
  app.disable('x-powered-by');
  // API answers are per session and never cached; hashing every body for an ETag is wasted work.
  app.set('etag', false);
  app.use(requestLogging(app.get(ROOT_LOGGER)));
  // Before anything that answers: API JSON and rendered HTML are compressed as they are written.
  app.use(responseCompression());
  app.use(securityHeaders({ stripe: config.stripe !== null }));
  app.use(privateWhenSettingCookies());
  // Nest's own body parsers are off (createApp, createTestApp): this one bounds size and depth,
  // takes JSON only, and refuses prototype keys, NULs and lone surrogates.
  app.use(apiTextGuard());
  app.use(apiJsonBody({ bodyLimitBytes: config.bodyLimitBytes }));
  app.use(cookieParser());
  // Generated catalogue pictures live at /images, beside the storefront rather than under /api;
  // search engines look for /sitemap.xml and /robots.txt at the root (content module).
  app.setGlobalPrefix('api', {
    exclude: [
      { path: 'images/:kind/:file', method: RequestMethod.GET },
      { path: 'sitemap.xml', method: RequestMethod.GET },
      { path: 'robots.txt', method: RequestMethod.GET },
    ],
  });
  if (config.apiDocs) serveApiDocs(app);
  registerPermanentRedirects(app);
  const clock = app.get(Clock);
  const render =
    config.storefrontDir &&
    loadStorefrontRenderer(config.storefrontDir, loopbackApi(app.getHttpServer()), () =>
      clock.now(),
    );
  if (config.storefrontDir && !render) {
    app
      .get(AppLogger)
      .error(
        `No server renderer beside ${config.storefrontDir} (../dist-server/entry-server.cjs): ` +
          'storefront pages answer 404 until `npm run build -w frontend` has run',
        'Storefront',
      );
  }
  serveStorefront(
    app,
    config.storefrontDir,
    render
      ? {
          render,
          logger: app.get(ROOT_LOGGER),
          origin: config.publicOrigin,
          cache: new PageCache(config.pageCacheSeconds * 1000),
        }
      : null,
  );
  app.enableShutdownHooks();
}

/** Builds and initialises the HTTP application. */
export async function createApp(
  config: AppConfig,
  overrides: PlatformOverrides = {},
): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(
    AppModule.forRoot(config, overrides),
    { bufferLogs: true, bodyParser: false },
  );
  configureApp(app, config);
  await app.init();
  return app;
}
