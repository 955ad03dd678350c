import { Injectable, type NestMiddleware } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { SessionService } from './session.service';

export const SESSION_COOKIE = 'shop_session';
const THIRTY_DAYS_MS = 30 * 24 * 60 * 60 * 1000;

/** Finds the request's session from its cookie, or creates one on the first `/api` request. */
@Injectable()
export class SessionMiddleware implements NestMiddleware {
  constructor(private readonly sessions: SessionService) {}

  async use(request: Request, response: Response, next: NextFunction): Promise<void> {
    try {
      const token = (request.cookies as Record<string, string> | undefined)?.[SESSION_COOKIE];
      let session = await this.sessions.find(token);
      if (!session) {
        const created = await this.sessions.create();
        session = created.session;
        response.cookie(SESSION_COOKIE, created.token, {
          httpOnly: true,
          sameSite: 'lax',
          secure: request.secure,
          path: '/',
          maxAge: THIRTY_DAYS_MS,
        });
      }
      request.shopSession = session;
      next();
    } catch (error) {
      next(error);
    }
  }
}
