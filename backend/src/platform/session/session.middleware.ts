import { Injectable, type NestMiddleware } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { SessionService, type MintedSession } from './session.service';

export const SESSION_COOKIE = 'shop_session';
const THIRTY_DAYS_MS = 30 * 24 * 60 * 60 * 1000;

/** The cookie token a request carries, if any. */
export const sessionTokenOf = (request: Request): string | undefined =>
  (request.cookies as Record<string, string> | undefined)?.[SESSION_COOKIE];

/**
 * Puts a session's token in the httpOnly, SameSite=Lax cookie, replacing a session cookie this
 * response already sets (a guest session saved earlier in the same request, then signed in).
 */
export function setSessionCookie(request: Request, response: Response, token: string): void {
  const earlier = response.getHeader('Set-Cookie');
  if (earlier !== undefined) {
    const others = (Array.isArray(earlier) ? earlier : [String(earlier)]).filter(
      (line) => !line.startsWith(`${SESSION_COOKIE}=`),
    );
    if (others.length > 0) response.setHeader('Set-Cookie', others);
    else response.removeHeader('Set-Cookie');
  }
  response.cookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: request.secure,
    path: '/',
    maxAge: THIRTY_DAYS_MS,
  });
}

/** Sessions minted for requests that came without one, until they are saved. */
const unsaved = new WeakMap<Request, MintedSession>();

/** True while the request's session lives in memory only (no row, no cookie). */
export const hasUnsavedSession = (request: Request): boolean => unsaved.has(request);

/** Saves the request's in-memory session and sets its cookie; nothing when it is saved already. */
export async function saveSession(
  sessions: SessionService,
  request: Request,
  response: Response,
): Promise<void> {
  const minted = unsaved.get(request);
  if (!minted) return;
  unsaved.delete(request);
  await sessions.persist(minted);
  setSessionCookie(request, response, minted.token);
}

/**
 * Finds the request's session from its cookie. A request without one (or with an unknown one)
 * gets a fresh session in memory: controllers read `request.shopSession` as always (a new
 * basket is simply empty), but no row is written and no cookie set until the request changes
 * state (SessionSaveInterceptor). Browsing, crawlers and cacheable answers leave no trace.
 */
@Injectable()
export class SessionMiddleware implements NestMiddleware {
  constructor(private readonly sessions: SessionService) {}

  async use(request: Request, _response: Response, next: NextFunction): Promise<void> {
    try {
      let session = await this.sessions.find(sessionTokenOf(request));
      if (!session) {
        const minted = this.sessions.mint();
        unsaved.set(request, minted);
        session = minted.session;
      }
      request.shopSession = session;
      next();
    } catch (error) {
      next(error);
    }
  }
}
