import { randomBytes } from 'node:crypto';
import type { Request, Response } from 'express';
import type { Logger } from 'pino';
import { type RenderedPage, type RenderPage, renderingRequest } from './storefront-renderer';
import { FAILED_PAGE_HTML } from './failed-page';
import { chooseEncoding } from './content-encoding';
import type { PageCache } from './page-cache';

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
  cache: PageCache;
}

type Flushable = Response & { flush?: () => void };

/**
 * A CSP that also lets this response's own inline scripts (hydration data) run and its own
 * inline stylesheet (the page's CSS, written into `<head>`) apply.
 */
export function withPageNonce(policy: string, nonce: string): string {
  return policy.replace(
    /(^|;\s*)(script-src|style-src) ([^;]*)/g,
    (_all, start: string, directive: string, sources: string) =>
      `${start}${directive} ${sources} 'nonce-${nonce}'`,
  );
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
  const key = request.originalUrl;
  if (sendCached(serving.cache, key, request, response)) return;
  const gone = new AbortController();
  response.once('close', () => {
    if (!response.writableFinished) gone.abort(new Error('The client went away'));
  });

  let page: RenderedPage;
  try {
    const render = () =>
      serving.render({
        path: request.originalUrl,
        origin: serving.origin,
        nonce,
        userAgent: request.headers['user-agent'],
        signal: gone.signal,
      });
    page = await (requestId ? renderingRequest.run(requestId, render) : render());
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
    response.setHeader('Content-Security-Policy', withPageNonce(policy, nonce));
  page.headers.forEach((value, name) => response.setHeader(name, value));
  response.setHeader('Cache-Control', cacheControlFor(page));
  response.statusCode = page.status;
  if (!page.body || request.method === 'HEAD') {
    page.body?.destroy();
    response.end();
    return;
  }
  const sent = await streamBody(page.body, response as Flushable);
  if (sent && isShared(page) && page.errors.length === 0) {
    const headers: [string, string][] = [];
    page.headers.forEach((value, name) => headers.push([name, value]));
    serving.cache.set(key, { status: page.status, headers, body: Buffer.concat(sent), nonce });
  }
}

function isShared(page: RenderedPage): boolean {
  return cacheControlFor(page) === SHARED_PAGE_CACHE;
}

const ENCODINGS = new Set(['br', 'gzip'] as const);

/**
 * A page rendered a moment ago for somebody else (it holds nobody's data), sent again as it was
 * (its nonce and policy with it), already compressed; false when there is none.
 */
function sendCached(cache: PageCache, key: string, request: Request, response: Response): boolean {
  const page = cache.get(key);
  if (!page) return false;
  const encoding = chooseEncoding(request.headers['accept-encoding'], ENCODINGS);
  const body = cache.body(key, encoding) as Buffer;
  const policy = response.getHeader('Content-Security-Policy');
  if (typeof policy === 'string')
    response.setHeader('Content-Security-Policy', withPageNonce(policy, page.nonce));
  for (const [name, value] of page.headers) response.setHeader(name, value);
  response.setHeader('Cache-Control', SHARED_PAGE_CACHE);
  response.setHeader('Vary', 'Accept-Encoding');
  if (encoding) response.setHeader('Content-Encoding', encoding);
  response.setHeader('Content-Length', body.length);
  response.statusCode = page.status;
  response.end(request.method === 'HEAD' ? undefined : body);
  return true;
}

/** Waits until the socket takes more, or until it is gone (a shopper who left never drains). */
function drainedOrClosed(response: Response): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      response.off('drain', done);
      response.off('close', done);
      resolve();
    };
    response.once('drain', done);
    response.once('close', done);
  });
}

/**
 * Writes each chunk as it comes and flushes it past any compression, respecting backpressure.
 * Returns the chunks when the whole page went out, null when the shopper left first.
 */
async function streamBody(
  body: NonNullable<RenderedPage['body']>,
  response: Flushable,
): Promise<Buffer[] | null> {
  const chunks: Buffer[] = [];
  try {
    for await (const chunk of body as AsyncIterable<Buffer | string>) {
      if (response.destroyed) return null;
      const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
      chunks.push(bytes);
      if (!response.write(bytes)) await drainedOrClosed(response);
      response.flush?.();
    }
    response.end();
    return chunks;
  } catch {
    // The shopper left, or rendering was aborted: there is nobody to answer.
    response.destroy();
    return null;
  } finally {
    body.destroy();
  }
}
