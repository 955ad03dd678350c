import type { NestExpressApplication } from '@nestjs/platform-express';
import type { NextFunction, Request, Response } from 'express';
import { isApiPath } from '../http/api-path';

/** Old storefront addresses that moved for good (docs/rules-storefront.md "Routes"). */
export const PERMANENT_REDIRECTS: Readonly<Record<string, string>> = {
  '/product/dried-flowers': '/category/dried-flowers',
};

/** Answers moved addresses with a 301, whether or not the storefront is served. */
export function registerPermanentRedirects(app: NestExpressApplication): void {
  app.use((request: Request, response: Response, next: NextFunction) => {
    if (isApiPath(request.url)) return next();
    const moved = PERMANENT_REDIRECTS[request.path.replace(/\/$/, '')];
    const isRead = request.method === 'GET' || request.method === 'HEAD';
    if (!moved || !isRead) return next();
    response.redirect(301, moved);
  });
}
