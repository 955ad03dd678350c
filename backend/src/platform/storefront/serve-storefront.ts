import { createHash } from 'node:crypto';
import * as fs from 'node:fs';
import * as path from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { NextFunction, Request, Response } from 'express';
import { isApiPath } from '../http/api-path';
import { chooseEncoding, type PrecompressedEncoding } from './content-encoding';
import { type PageServing, servePage } from './serve-pages';

const ONE_YEAR_S = 365 * 24 * 60 * 60;

/**
 * Paths a page must never answer: the API, the generated images, and the server's own
 * `/sitemap.xml` and `/robots.txt` (a built file of the same name does not shadow them either).
 */
const SERVER_PATHS = /^\/(api|images|assets)(\/|$)/;
const SERVER_FILES = new Set(['/sitemap.xml', '/robots.txt']);

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
};

/** The build's pre-compressed siblings (`X.br`, `X.gz`; see frontend/build/precompress-assets.ts). */
const SIBLINGS = [
  ['br', 'br'],
  ['gzip', 'gz'],
] as const satisfies readonly (readonly [PrecompressedEncoding, string])[];
const SIBLING_SUFFIX = /\.(br|gz)$/;

/** One way of sending a file's bytes: as built, or pre-compressed. */
export interface StorefrontBody {
  body: Buffer;
  etag: string;
}

/** One built file, held in memory with the headers it is served with. */
export interface StorefrontFile extends StorefrontBody {
  contentType: string;
  cacheControl: string;
  /** Pre-compressed copies of the same bytes, each with its own ETag (`"…-br"`, `"…-gz"`). */
  encoded: ReadonlyMap<PrecompressedEncoding, StorefrontBody>;
}

/** Every file under `dir` as its URL path (`/assets/index-3f2a.js`), dotfiles left out. */
function urlPaths(dir: string): string[] {
  const found: string[] = [];
  const walk = (folder: string): void => {
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      if (entry.name.startsWith('.')) continue;
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.isFile()) found.push('/' + path.relative(dir, full).split(path.sep).join('/'));
    }
  };
  walk(dir);
  return found;
}

/**
 * Reads the built storefront once, at boot, into a map from URL path (`/assets/index-3f2a.js`)
 * to its bytes and headers. Dotfiles are left out, as static servers do. A file's `.br` and
 * `.gz` siblings are kept as its encoded copies, never as files of their own: they are only ever
 * sent as the file they encode, with its content type.
 */
export function loadStorefront(dir: string): Map<string, StorefrontFile> {
  const files = new Map<string, StorefrontFile>();
  const found = urlPaths(dir);
  const present = new Set(found);
  const read = (urlPath: string) => fs.readFileSync(path.join(dir, ...urlPath.split('/')));
  for (const urlPath of found) {
    if (SIBLING_SUFFIX.test(urlPath)) continue;
    const body = read(urlPath);
    const hash = createHash('sha1').update(body).digest('base64url');
    const encoded = new Map<PrecompressedEncoding, StorefrontBody>();
    for (const [encoding, suffix] of SIBLINGS) {
      const sibling = `${urlPath}.${suffix}`;
      if (present.has(sibling))
        encoded.set(encoding, { body: read(sibling), etag: `"${hash}-${suffix}"` });
    }
    // Vite puts content-hashed names under assets/: they never change, so cache them for good.
    const hashed = urlPath.startsWith('/assets/');
    files.set(urlPath, {
      body,
      contentType: CONTENT_TYPES[path.extname(urlPath).toLowerCase()] ?? 'application/octet-stream',
      etag: `"${hash}"`,
      cacheControl: hashed
        ? `public, max-age=${ONE_YEAR_S}, immutable`
        : 'public, max-age=0, must-revalidate',
      encoded,
    });
  }
  return files;
}

function send(
  request: Request,
  response: Response,
  file: StorefrontFile,
  cacheControl = file.cacheControl,
): void {
  const encoding = chooseEncoding(request.headers['accept-encoding'], file.encoded);
  const sent = (encoding && file.encoded.get(encoding)) || file;
  if (file.encoded.size > 0) response.vary('Accept-Encoding');
  response.setHeader('Cache-Control', cacheControl);
  response.setHeader('ETag', sent.etag);
  const given = request.headers['if-none-match'];
  if (given && given.split(',').some((tag) => tag.trim().replace(/^W\//, '') === sent.etag)) {
    response.statusCode = 304;
    response.end();
    return;
  }
  response.setHeader('Content-Type', file.contentType);
  if (encoding) response.setHeader('Content-Encoding', encoding);
  response.setHeader('Content-Length', sent.body.length);
  response.statusCode = 200;
  response.end(request.method === 'HEAD' ? undefined : sent.body);
}

/** The path as a file's name; a broken escape names no file (and is the pages' to answer). */
function decodedPath(urlPath: string): string {
  try {
    return decodeURIComponent(urlPath);
  } catch {
    return '';
  }
}

/**
 * Serves the built storefront from the API's origin: its files from memory (read once at boot,
 * so an asset request never waits for the disk or for libuv's thread pool, which password
 * hashing may be keeping busy), brotli- or gzip-encoded from the build's pre-compressed copies
 * when the request accepts that, hashed assets cached for a year; and every other GET outside
 * `/api` as a page rendered on the server (serve-pages.ts) when the build has a renderer. `/api`
 * requests pass straight through.
 */
export function serveStorefront(
  app: NestExpressApplication,
  dir: string | null,
  pages: PageServing | null,
): boolean {
  if (!dir || !fs.existsSync(dir)) return false;
  const files = loadStorefront(dir);
  app.use((request: Request, response: Response, next: NextFunction) => {
    const isRead = request.method === 'GET' || request.method === 'HEAD';
    if (!isRead || isApiPath(request.path) || SERVER_FILES.has(request.path)) return next();
    const file = request.path === '/' ? undefined : files.get(decodedPath(request.path));
    if (file) return send(request, response, file);
    // A missing hashed asset or image is a 404, never a page.
    if (SERVER_PATHS.test(request.path) || !pages) return next();
    servePage(pages, request, response).catch(next);
  });
  return true;
}
