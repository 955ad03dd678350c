import * as fs from 'node:fs';
import * as path from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { NextFunction, Request, Response } from 'express';

const ONE_YEAR_S = 365 * 24 * 60 * 60;

/** Paths the app shell must never answer: the API and the generated images. */
const SERVER_PATHS = /^\/(api|images|assets)(\/|$)/;

/**
 * Serves the built storefront from the API's origin: hashed assets cached for a year, every
 * other GET outside `/api` answered with the app shell so client-side routes load directly.
 */
export function serveStorefront(app: NestExpressApplication, dir: string | null): boolean {
  const index = dir ? path.join(dir, 'index.html') : null;
  if (!dir || !index || !fs.existsSync(index)) return false;
  app.useStaticAssets(dir, {
    index: false,
    setHeaders(response, file) {
      const hashed = file.includes(`${path.sep}assets${path.sep}`);
      response.setHeader(
        'Cache-Control',
        hashed ? `public, max-age=${ONE_YEAR_S}, immutable` : 'public, max-age=0, must-revalidate',
      );
    },
  });
  app.use((request: Request, response: Response, next: NextFunction) => {
    const isPage = request.method === 'GET' || request.method === 'HEAD';
    // A missing hashed asset or image is a 404, never the app shell.
    if (!isPage || SERVER_PATHS.test(request.path)) return next();
    response.setHeader('Cache-Control', 'no-cache');
    response.sendFile(index);
  });
  return true;
}
