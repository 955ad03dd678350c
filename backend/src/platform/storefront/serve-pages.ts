import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import type { Request, Response } from 'express';
import type { Logger } from 'pino';
import type { RenderedPage, RenderPage } from './storefront-renderer';
import { FAILED_PAGE_HTML } from './failed-page';

/**
 * Pages without anyone's data (every server-rendered page: the renderer never sees a cookie)
 * may sit in a CDN for a minute and be served stale for five more while it refreshes.
 */
export const SHARED_PAGE_CACHE = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300';
export const PRIVATE_PAGE_CACHE = 'private, no-store';

export interface PageServing {
  render: RenderPage;
  logger: Logger;
  /** The shop's public origin, for canonical links and structured data. */
  origin: string;
}

type Flushable = Response & { flush?: () => void };

/** A CSP that also lets this response's own inline scripts (hydration data) run. */
export function withScriptNonce(policy: string, nonce: string): string {
  return policy.replace(/(^|;\s*)script-src ([^;]*)/, `$1script-src $2 'nonce-${nonce}'`);
}

function cacheControlFor(page: RenderedPage): string {
  if (page.clientRendered || page.status >= 500) return PRIVATE_PAGE_CACHE;
  return SHARED_PAGE_CACHE;
}

/**
 * Answers a storefront page by rendering it on the server and streaming the HTML as React
 * produces it: the router's status (404 for unknown routes and slugs, 500 when a route failed,
 * 3xx for a route's redirect), a CSP nonce for the hydration scripts, and caching by whether
 * the page holds anybody's data. A failure is logged with the request id.
 */
export async function servePage(
  serving: PageServing,
  request: Request,
  response: Response,
): Promise<void> {
  const requestId = (request as Request & { id?: string }).id;
  const nonce = randomBytes(16).toString('base64');
  const gone = new AbortController();
  response.once('close', () => {
    if (!response.writableFinished) gone.abort(new Error('The client went away'));
  });

  let page: RenderedPage;
  try {
    page = await serving.render({
      path: request.originalUrl,
      origin: serving.origin,
      nonce,
      userAgent: request.headers['user-agent'],
      signal: gone.signal,
    });
  } catch (error) {
    if (gone.signal.aborted) return;
    serving.logger.error(
      { req: { id: requestId, url: request.originalUrl }, err: error },
      'page rendering failed',
    );
    response.status(500).setHeader('Cache-Control', PRIVATE_PAGE_CACHE);
    response.type('html').send(FAILED_PAGE_HTML);
    return;
  }
  for (const error of page.errors) {
    serving.logger.error(
      { req: { id: requestId, url: request.originalUrl }, err: error },
      'page route failed',
    );
  }

  const policy = response.getHeader('Content-Security-Policy');
  if (typeof policy === 'string')
    response.setHeader('Content-Security-Policy', withScriptNonce(policy, nonce));
  page.headers.forEach((value, name) => response.setHeader(name, value));
  response.setHeader('Cache-Control', cacheControlFor(page));
  response.statusCode = page.status;
  if (!page.body || request.method === 'HEAD') {
    page.body?.destroy();
    response.end();
    return;
  }
  await streamBody(page.body, response as Flushable);
}

/** Writes each chunk as it comes and flushes it past any compression, respecting backpressure. */
async function streamBody(
  body: NonNullable<RenderedPage['body']>,
  response: Flushable,
): Promise<void> {
  try {
    for await (const chunk of body) {
      if (response.destroyed) break;
      if (!response.write(chunk)) await once(response, 'drain');
      response.flush?.();
    }
    response.end();
  } catch {
    // The shopper left, or rendering was aborted: there is nobody to answer.
    response.destroy();
  } finally {
    body.destroy();
  }
}
