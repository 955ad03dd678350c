import { Injectable, type NestMiddleware } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { SessionService } from './session.service';

export const SESSION_COOKIE = 'shop_session';
const THIRTY_DAYS_MS = 30 * 24 * 60 * 60 * 1000;

/** The cookie token a request carries, if any. */
export const sessionTokenOf = (request: Request): string | undefined =>
  (request.cookies as Record<string, string> | undefined)?.[SESSION_COOKIE];

/** Puts a session's token in the httpOnly, SameSite=Lax cookie. */
export function setSessionCookie(request: Request, response: Response, token: string): void {
  response.cookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: request.secure,
    path: '/',
    maxAge: THIRTY_DAYS_MS,
  });
}

/** Finds the request's session from its cookie, or creates one on the first `/api` request. */
@Injectable()
export class SessionMiddleware implements NestMiddleware {
  constructor(private readonly sessions: SessionService) {}

  async use(request: Request, response: Response, next: NextFunction): Promise<void> {
    try {
      const token = sessionTokenOf(request);
      let session = await this.sessions.find(token);
      if (!session) {
        const created = await this.sessions.create();
        session = created.session;
        setSessionCookie(request, response, created.token);
      }
      request.shopSession = session;
      next();
    } catch (error) {
      next(error);
    }
  }
}
