import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { NextFunction, Request, Response } from 'express';

export const PRIVATE_NO_STORE = 'private, no-store';

/**
 * The last word on caching: a response that sets a cookie, or answers a signed-in session (its
 * envelope says `isSignedIn: true`), is `private, no-store`, whatever a controller said, so no
 * shared cache (CDN, proxy) can hand one shopper's session or answer to another.
 * Checked as the headers are written (`writeHead`, which Node also calls for implicit headers),
 * so it sees cookies set anywhere in the pipeline.
 */
export function privateWhenSettingCookies() {
  return (request: Request, response: Response, next: NextFunction): void => {
    const writeHead = response.writeHead as (...args: unknown[]) => ServerResponse;
    response.writeHead = function (this: Response, ...args: unknown[]) {
      // writeHead(status, [reason], [headers]): headers given here count too.
      const given = args.find((arg, i) => i > 0 && typeof arg === 'object' && arg !== null) as
        OutgoingHttpHeaders | unknown[] | undefined;
      const setsCookieHere =
        given !== undefined &&
        (Array.isArray(given)
          ? given.some((h, i) => i % 2 === 0 && String(h).toLowerCase() === 'set-cookie')
          : Object.keys(given).some((name) => name.toLowerCase() === 'set-cookie'));
      const session = request.shopSession;
      const signedIn = Boolean(session?.customerId || session?.account);
      if (setsCookieHere || this.hasHeader('Set-Cookie') || signedIn) {
        if (given && !Array.isArray(given)) {
          for (const name of Object.keys(given)) {
            if (name.toLowerCase() === 'cache-control') delete given[name];
          }
        }
        this.setHeader('Cache-Control', PRIVATE_NO_STORE);
      }
      return writeHead.apply(this, args);
    } as typeof response.writeHead;
    next();
  };
}
