import { createHash } from 'node:crypto';
import * as fs from 'node:fs';
import * as path from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { NextFunction, Request, Response } from 'express';
import { isApiPath } from '../http/api-path';

const ONE_YEAR_S = 365 * 24 * 60 * 60;

/** Paths the app shell must never answer: the API and the generated images. */
const SERVER_PATHS = /^\/(api|images|assets)(\/|$)/;

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

/** One built file, held in memory with the headers it is served with. */
export interface StorefrontFile {
  body: Buffer;
  contentType: string;
  etag: string;
  cacheControl: string;
}

/**
 * Reads the built storefront once, at boot, into a map from URL path (`/assets/index-3f2a.js`)
 * to its bytes and headers. Dotfiles are left out, as static servers do.
 */
export function loadStorefront(dir: string): Map<string, StorefrontFile> {
  const files = new Map<string, StorefrontFile>();
  const walk = (folder: string): void => {
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      if (entry.name.startsWith('.')) continue;
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) {
        walk(full);
        continue;
      }
      if (!entry.isFile()) continue;
      const urlPath = '/' + path.relative(dir, full).split(path.sep).join('/');
      const body = fs.readFileSync(full);
      // Vite puts content-hashed names under assets/: they never change, so cache them for good.
      const hashed = urlPath.startsWith('/assets/');
      files.set(urlPath, {
        body,
        contentType:
          CONTENT_TYPES[path.extname(entry.name).toLowerCase()] ?? 'application/octet-stream',
        etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
        cacheControl: hashed
          ? `public, max-age=${ONE_YEAR_S}, immutable`
          : 'public, max-age=0, must-revalidate',
      });
    }
  };
  walk(dir);
  return files;
}

function send(
  request: Request,
  response: Response,
  file: StorefrontFile,
  cacheControl = file.cacheControl,
): void {
  response.setHeader('Cache-Control', cacheControl);
  response.setHeader('ETag', file.etag);
  const given = request.headers['if-none-match'];
  if (given && given.split(',').some((tag) => tag.trim().replace(/^W\//, '') === file.etag)) {
    response.statusCode = 304;
    response.end();
    return;
  }
  response.setHeader('Content-Type', file.contentType);
  response.setHeader('Content-Length', file.body.length);
  response.statusCode = 200;
  response.end(request.method === 'HEAD' ? undefined : file.body);
}

/**
 * Serves the built storefront from the API's origin, from memory: the files are read once at
 * boot, so a page or asset request never waits for the disk (or for libuv's thread pool, which
 * password hashing may be keeping busy). Hashed assets are cached for a year, every other GET
 * outside `/api` is answered with the app shell so client-side routes load directly. `/api`
 * requests pass straight through.
 */
export function serveStorefront(app: NestExpressApplication, dir: string | null): boolean {
  if (!dir || !fs.existsSync(path.join(dir, 'index.html'))) return false;
  const files = loadStorefront(dir);
  const shell = files.get('/index.html') as StorefrontFile;
  app.use((request: Request, response: Response, next: NextFunction) => {
    const isRead = request.method === 'GET' || request.method === 'HEAD';
    if (!isRead || isApiPath(request.path)) return next();
    let filePath: string;
    try {
      filePath = decodeURIComponent(request.path);
    } catch {
      return next();
    }
    const file = filePath === '/' ? undefined : files.get(filePath);
    if (file) return send(request, response, file);
    // A missing hashed asset or image is a 404, never the app shell.
    if (SERVER_PATHS.test(request.path)) return next();
    send(request, response, shell, 'no-cache');
  });
  return true;
}
