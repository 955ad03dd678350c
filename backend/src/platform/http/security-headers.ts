import type { IncomingMessage, ServerResponse } from 'node:http';
import type { NextFunction, Request, Response } from 'express';
import helmet from 'helmet';

/** What Stripe.js and its Payment Element need (Stripe's CSP guide), only when Stripe is on. */
const STRIPE_SOURCES = {
  script: ['https://js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com'],
};

export interface SecurityHeaderOptions {
  /** Stripe takes card payments: its script, frames and API are allowed too. */
  stripe?: boolean;
}

/**
 * Helmet's headers with a Content-Security-Policy the built storefront passes: everything from
 * our own origin, no inline script or style elements, images also as data: URLs; with Stripe
 * configured, Stripe.js and its frames as well.
 */
export function helmetMiddleware(options: SecurityHeaderOptions = {}) {
  const stripe = options.stripe ? STRIPE_SOURCES : { script: [], frame: [], connect: [] };
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...stripe.script],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'", ...stripe.connect],
        ...(options.stripe ? { frameSrc: ["'self'", ...stripe.frame] } : {}),
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
export function securityHeaders(options: SecurityHeaderOptions = {}) {
  const headers = new Map<string, string>();
  let ran = false;
  const probe = {
    setHeader: (name: string, value: string) => headers.set(name, String(value)),
    removeHeader: () => undefined,
  };
  helmetMiddleware(options)({} as IncomingMessage, probe as unknown as ServerResponse, () => {
    ran = true;
  });
  if (!ran) throw new Error('helmet did not finish synchronously');
  return (_request: Request, response: Response, next: NextFunction): void => {
    response.setHeaders(headers);
    next();
  };
}
