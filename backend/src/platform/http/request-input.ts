import {
  BadRequestException,
  PayloadTooLargeException,
  UnsupportedMediaTypeException,
} from '@nestjs/common';
import type { RawBodyRequest } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import sjson from 'secure-json-parse';
import { HTTP_MESSAGES } from './messages';
import { isApiPath } from './api-path';

/** Deepest nesting of objects and arrays a JSON body may have (the deepest DTO needs about 5). */
export const MAX_JSON_DEPTH = 32;

/** The one route that takes a multipart body: the personalised card's photo upload. */
const MULTIPART_ROUTE = /^\/api\/checkout\/[^/]+\/card-personalisation\/image\/?$/i;

/**
 * The one route whose JSON body is kept as the bytes that came (`request.rawBody`) instead of
 * parsed: Stripe's webhook, whose signature covers those exact bytes. Its handler verifies the
 * signature before anything reads the body.
 */
const RAW_JSON_ROUTE = /^\/api\/payment\/stripe\/webhook\/?$/i;

/**
 * The one route whose body is a bare JSON string: `POST /api/discount/apply` takes the code as
 * `"WELCOME10"` (docs/rules-checkout.md "Calls"). Everywhere else a body is an object or an array.
 */
const STRING_JSON_ROUTE = /^\/api\/discount\/apply\/?$/i;

/** Keys that reach an object's prototype machinery; refused like any unknown field. */
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

const utf8 = new TextDecoder('utf-8', { fatal: true });

export interface RequestInputOptions {
  /** Largest JSON body, in bytes. */
  bodyLimitBytes: number;
  maxDepth?: number;
}

const unknownField = (key: string) => new BadRequestException(`property ${key} should not exist`);

/** True when the text holds a NUL or a lone UTF-16 surrogate (PostgreSQL refuses both). */
export function hasUnacceptableCharacters(text: string): boolean {
  return text.includes('\u0000') || LONE_SURROGATE.test(text);
}

/**
 * True when JSON text nests objects/arrays deeper than `maxDepth`. One linear pass over the text,
 * before any parsing, so a 10,000-level body costs microseconds instead of a deep parse and a
 * deep validation walk.
 */
export function jsonNestsDeeperThan(text: string, maxDepth: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
      continue;
    }
    if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) {
      if (++depth > maxDepth) return true;
    } else if (c === 0x7d || c === 0x5d) depth--;
  }
  return false;
}

/** Refuses forbidden keys and unacceptable characters anywhere in a parsed value. */
function checkValue(value: unknown): void {
  if (typeof value === 'string') {
    if (hasUnacceptableCharacters(value))
      throw new BadRequestException(HTTP_MESSAGES.badCharacters);
    return;
  }
  if (value === null || typeof value !== 'object') return;
  if (Array.isArray(value)) {
    for (const item of value) checkValue(item);
    return;
  }
  for (const key of Object.keys(value)) {
    if (FORBIDDEN_KEYS.has(key)) throw unknownField(key);
    if (hasUnacceptableCharacters(key)) throw new BadRequestException(HTTP_MESSAGES.badCharacters);
    checkValue((value as Record<string, unknown>)[key]);
  }
}

/**
 * Parses a JSON body's text: bounded depth, no prototype keys, only acceptable characters. Like
 * body-parser's strict mode a body is an object or an array, or with `allowString` a string.
 */
export function parseJsonBody(
  text: string,
  maxDepth = MAX_JSON_DEPTH,
  allowString = false,
): unknown {
  const start = text.trimStart();
  if (start === '') return {};
  if (start[0] !== '{' && start[0] !== '[' && !(allowString && start[0] === '"')) {
    throw new BadRequestException(HTTP_MESSAGES.invalidJson);
  }
  if (jsonNestsDeeperThan(text, maxDepth)) throw new BadRequestException(HTTP_MESSAGES.tooDeep);
  let value: unknown;
  try {
    value = sjson.parse(text, undefined, { protoAction: 'error', constructorAction: 'error' });
  } catch (error) {
    if (!(error instanceof SyntaxError) || !/prototype/i.test(error.message)) {
      throw new BadRequestException(HTTP_MESSAGES.invalidJson);
    }
    // Valid JSON with a prototype key: name the key. Plain JSON.parse makes `__proto__` an own
    // property (it never reaches a prototype), and the body is refused either way.
    checkValue(JSON.parse(text));
    throw unknownField('__proto__');
  }
  checkValue(value);
  return value;
}

function hasBody(request: Request): boolean {
  const length = request.headers['content-length'];
  return (
    request.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0')
  );
}

/** Reads the body up to `limit` bytes; rejects with a 413 as soon as it grows past it. */
function readBody(request: Request, limit: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let refused = false;
    const onData = (chunk: Buffer): void => {
      if (refused) return; // drained and dropped, so the 413 can be written
      size += chunk.length;
      if (size > limit) {
        refused = true;
        chunks.length = 0;
        reject(new PayloadTooLargeException(HTTP_MESSAGES.tooLarge));
        return;
      }
      chunks.push(chunk);
    };
    request.on('data', onData);
    request.once('end', () => {
      if (!refused) resolve(Buffer.concat(chunks, size));
    });
    request.once('error', (error) => {
      if (!refused) reject(new BadRequestException(HTTP_MESSAGES.invalidJson, { cause: error }));
    });
  });
}

/**
 * The `/api` body parser (Nest's own is switched off): JSON only, at most `bodyLimitBytes`, at
 * most `maxDepth` levels, parsed with secure-json-parse; the card-photo upload route alone takes
 * multipart (read later by multer), and Stripe's webhook keeps its JSON unparsed in `rawBody`
 * (same type, size and encoding checks). Every refusal goes to the exception filter, so it answers in
 * the envelope: 413 too large, 415 another type, 400 for anything unreadable.
 */
export function apiJsonBody(options: RequestInputOptions) {
  const maxDepth = options.maxDepth ?? MAX_JSON_DEPTH;
  return (request: Request, _response: Response, next: NextFunction): void => {
    if (!isApiPath(request.path) || !hasBody(request)) return next();
    const [type, ...parameters] = (request.headers['content-type'] ?? '')
      .split(';')
      .map((part) => part.trim().toLowerCase());
    if (
      type === 'multipart/form-data' &&
      request.method === 'POST' &&
      MULTIPART_ROUTE.test(request.path)
    ) {
      return next();
    }
    const charset = parameters.find((p) => p.startsWith('charset='))?.slice('charset='.length);
    const encoding = (request.headers['content-encoding'] ?? 'identity').toLowerCase();
    if (
      type !== 'application/json' ||
      (charset !== undefined && charset.replace(/"/g, '') !== 'utf-8') ||
      encoding !== 'identity'
    ) {
      return next(new UnsupportedMediaTypeException(HTTP_MESSAGES.unsupportedType));
    }
    const declared = Number(request.headers['content-length']);
    if (Number.isFinite(declared) && declared > options.bodyLimitBytes) {
      return next(new PayloadTooLargeException(HTTP_MESSAGES.tooLarge));
    }
    readBody(request, options.bodyLimitBytes)
      .then((buffer) => {
        if (request.method === 'POST' && RAW_JSON_ROUTE.test(request.path)) {
          (request as RawBodyRequest<Request>).rawBody = buffer;
          return next();
        }
        let text: string;
        try {
          text = utf8.decode(buffer);
        } catch {
          throw new BadRequestException(HTTP_MESSAGES.invalidJson);
        }
        const stringAllowed = request.method === 'POST' && STRING_JSON_ROUTE.test(request.path);
        request.body = parseJsonBody(text, maxDepth, stringAllowed);
        next();
      })
      .catch(next);
  };
}

function checkQuery(value: unknown, depth: number): boolean {
  if (typeof value === 'string') return !hasUnacceptableCharacters(value);
  if (value === null || typeof value !== 'object' || depth > MAX_JSON_DEPTH)
    return depth <= MAX_JSON_DEPTH;
  return Object.entries(value).every(
    ([key, item]) => !hasUnacceptableCharacters(key) && checkQuery(item, depth + 1),
  );
}

/**
 * Refuses a NUL or a lone surrogate in an `/api` path or query string with a 400, before any
 * controller sees it, so both databases answer alike (PostgreSQL would fail on them with a 500).
 */
export function apiTextGuard() {
  return (request: Request, _response: Response, next: NextFunction): void => {
    if (!isApiPath(request.path)) return next();
    let path: string;
    try {
      path = decodeURIComponent(request.path);
    } catch {
      return next(new BadRequestException(HTTP_MESSAGES.badAddress));
    }
    if (hasUnacceptableCharacters(path) || !checkQuery(request.query, 0)) {
      return next(new BadRequestException(HTTP_MESSAGES.badCharacters));
    }
    next();
  };
}
