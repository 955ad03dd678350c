import type { IncomingMessage, ServerResponse } from 'node:http';
import type { NextFunction, Request, Response } from 'express';
import helmet from 'helmet';

/**
 * Helmet's headers with a Content-Security-Policy the built storefront passes: everything from
 * our own origin, no inline script or style elements, images also as data: URLs.
 */
export function helmetMiddleware() {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    crossOriginEmbedderPolicy: false,
  });
}

/**
 * Helmet's headers, worked out once: with no nonces they are the same for every request, and
 * setting a fixed list costs a fraction of running helmet's dozen middlewares each time.
 */
export function securityHeaders() {
  const headers = new Map<string, string>();
  let ran = false;
  const probe = {
    setHeader: (name: string, value: string) => headers.set(name, String(value)),
    removeHeader: () => undefined,
  };
  helmetMiddleware()({} as IncomingMessage, probe as unknown as ServerResponse, () => {
    ran = true;
  });
  if (!ran) throw new Error('helmet did not finish synchronously');
  return (_request: Request, response: Response, next: NextFunction): void => {
    response.setHeaders(headers);
    next();
  };
}
