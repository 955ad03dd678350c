import { randomBytes } from 'node:crypto';
import type { Request, Response } from 'express';
import type { Logger } from 'pino';
import { loggedUrl } from '../logging/logged-url';
import { chooseEncoding } from './content-encoding';
import { FAILED_PAGE_HTML } from './failed-page';
import type { PageCache } from './page-cache';
import { withPageHashes, withPageNonce } from './page-csp';
import { type RenderedPage, type RenderPage, renderingRequest } from './storefront-renderer';

/**
 * Pages without anyone's data (every server-rendered page: the renderer never sees a cookie)
 * may sit in a CDN for a minute and be served stale for five more while it refreshes.
 */
export const SHARED_PAGE_CACHE = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300';
export const PRIVATE_PAGE_CACHE = 'private, no-store';

/** A shopper whose connection takes nothing for this long is let go. */
const STALLED_WRITE_MS = 30_000;

export interface PageServing {
  render: RenderPage;
  logger: Logger;
  /** The shop's public origin, for canonical links and structured data. */
  origin: string;
  cache: PageCache;
}

type Flushable = Response & { flush?: () => void };

/**
 * Shared: the page holds nobody's data and nothing on it failed, so a CDN and the page cache
 * may keep it. One shopper's pages (`ssr: false` routes), failures and partial failures never.
 */
function isShared(page: RenderedPage): boolean {
  return !page.clientRendered && page.status < 500 && page.errors.length === 0;
}

/**
 * Answers a storefront page rendered on the server: the router's status (404 for unknown
 * routes and slugs, 500 when a route failed, 3xx for a route's redirect) and caching by whether
 * the page holds anybody's data. A shared page goes out whole, its CSP listing the hashes of its
 * inline scripts and stylesheet, and is kept for a few seconds; any other page streams as React
 * writes it, under a nonce of its own. Failures are logged with the request id; a page not found
 * is one info line. Log lines carry the address cut to 200 characters.
 */
export async function servePage(
  serving: PageServing,
  request: Request,
  response: Response,
): Promise<void> {
  const key = request.originalUrl;
  const requestId = (request as Request & { id?: string }).id;
  const log = { req: { id: requestId, url: loggedUrl(request.originalUrl) } };
  // A crawler's guess or an old link: worth counting, not an error to look into.
  const notFound = () => serving.logger.info(log, 'page not found');
  if (sendCached(serving.cache, key, request, response)) {
    if (response.statusCode === 404) notFound();
    return;
  }

  const nonce = randomBytes(16).toString('base64');
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
        signal: gone.signal,
      });
    page = await (requestId ? renderingRequest.run(requestId, render) : render());
  } catch (error) {
    if (gone.signal.aborted) return;
    serving.logger.error({ ...log, err: error }, 'page rendering failed');
    response.status(500).setHeader('Cache-Control', PRIVATE_PAGE_CACHE);
    response.type('html').send(FAILED_PAGE_HTML);
    return;
  }
  if (page.status === 404) notFound();
  for (const error of page.errors)
    serving.logger.error({ ...log, err: error }, 'page route failed');

  page.headers.forEach((value, name) => response.setHeader(name, value));
  response.statusCode = page.status;
  const policy = response.getHeader('Content-Security-Policy');

  if (!isShared(page)) {
    response.setHeader('Cache-Control', PRIVATE_PAGE_CACHE);
    if (typeof policy === 'string')
      response.setHeader('Content-Security-Policy', withPageNonce(policy, nonce));
    if (!page.body || request.method === 'HEAD') {
      page.body?.destroy();
      response.end();
      return;
    }
    await streamBody(page.body, response as Flushable);
    return;
  }

  const body = page.body ? await readWhole(page.body) : Buffer.alloc(0);
  if (body === null) return;
  const csp = typeof policy === 'string' ? withPageHashes(policy, body.toString('utf8')) : null;
  if (csp) response.setHeader('Content-Security-Policy', csp);
  response.setHeader('Cache-Control', SHARED_PAGE_CACHE);
  response.end(request.method === 'HEAD' ? undefined : body);
  const headers: [string, string][] = [];
  page.headers.forEach((value, name) => headers.push([name, value]));
  serving.cache.set(key, { status: page.status, headers, body, csp });
}

const ENCODINGS = new Set(['br', 'gzip'] as const);

/**
 * A shared page rendered a moment ago, sent again exactly as it was (its hash-based CSP with
 * it), already compressed; false when there is none.
 */
function sendCached(cache: PageCache, key: string, request: Request, response: Response): boolean {
  const encoding = chooseEncoding(request.headers['accept-encoding'], ENCODINGS);
  const hit = cache.lookup(key, encoding);
  if (!hit) return false;
  const { page, body } = hit;
  if (page.csp) response.setHeader('Content-Security-Policy', page.csp);
  for (const [name, value] of page.headers) response.setHeader(name, value);
  response.setHeader('Cache-Control', SHARED_PAGE_CACHE);
  response.setHeader('Vary', 'Accept-Encoding');
  if (encoding) response.setHeader('Content-Encoding', encoding);
  response.setHeader('Content-Length', body.length);
  response.statusCode = page.status;
  response.end(request.method === 'HEAD' ? undefined : body);
  return true;
}

/** The whole rendered page, or null when rendering was aborted (the shopper left). */
async function readWhole(body: NonNullable<RenderedPage['body']>): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  try {
    for await (const chunk of body as AsyncIterable<Buffer | string>) {
      chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
    }
    return Buffer.concat(chunks);
  } catch {
    return null;
  } finally {
    body.destroy();
  }
}

/**
 * Waits until the socket takes more; false when it is gone or has taken nothing for
 * {@link STALLED_WRITE_MS} (a connection that went quiet must not hold the render, or a shutdown).
 */
function drained(response: Response): Promise<boolean> {
  return new Promise((resolve) => {
    const done = (ok: boolean) => () => {
      clearTimeout(timer);
      response.off('drain', onDrain);
      response.off('close', onClose);
      resolve(ok);
    };
    const onDrain = done(true);
    const onClose = done(false);
    const timer = setTimeout(done(false), STALLED_WRITE_MS);
    response.once('drain', onDrain);
    response.once('close', onClose);
  });
}

/** Writes each chunk as it comes and flushes it past any compression, respecting backpressure. */
async function streamBody(
  body: NonNullable<RenderedPage['body']>,
  response: Flushable,
): Promise<void> {
  try {
    for await (const chunk of body as AsyncIterable<Buffer | string>) {
      if (response.destroyed) return;
      if (!response.write(chunk) && !(await drained(response))) {
        response.destroy();
        return;
      }
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
