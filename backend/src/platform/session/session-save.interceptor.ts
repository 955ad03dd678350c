import {
  Injectable,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request, Response } from 'express';
import { mergeMap, type Observable } from 'rxjs';
import { changesState, savesNoSession } from '../http/cross-site';
import { SessionResidents } from './session-residents';
import { hasUnsavedSession, saveSession } from './session.middleware';
import { SessionService } from './session.service';
import { startsSession } from './starts-session';

/**
 * Saves an in-memory session (and sets its cookie) once the first handler that may change state
 * has succeeded (any unsafe method, or a GET marked `@StateChanging()`) and left something the
 * session holds: a basket's events, a card photo, a form sent (SessionResidents). A change that
 * stored nothing for the session (a code that did not apply, a link asked for) saves nothing, so
 * a flood of cookieless calls leaves no rows; `@StartsSession()` saves it regardless. It runs
 * after the guards and waits for the handler, so a refused request (cross-site, not staff, a 4xx
 * from validation or a business rule) saves nothing; nor does one whose handler minted a session
 * of its own (signing in), nor one another server makes (`@ServerToServer()`), nor one marked
 * `@SavesNoSession()` (an error report). Nothing references the row in between: events name the
 * session in metadata.
 */
@Injectable()
export class SessionSaveInterceptor implements NestInterceptor {
  constructor(
    private readonly reflector: Reflector,
    private readonly sessions: SessionService,
    private readonly residents: SessionResidents,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http') return next.handle();
    const request = context.switchToHttp().getRequest<Request>();
    if (
      !hasUnsavedSession(request) ||
      !changesState(this.reflector, context) ||
      savesNoSession(this.reflector, context)
    ) {
      return next.handle();
    }
    const minted = request.shopSession!;
    const response = context.switchToHttp().getResponse<Response>();
    const always = startsSession(this.reflector, context);
    return next.handle().pipe(
      mergeMap(async (answer) => {
        if (request.shopSession !== minted) return answer;
        if (always || (await this.residents.holdingAnything([minted.id])).has(minted.id)) {
          await saveSession(this.sessions, request, response);
        }
        return answer;
      }),
    );
  }
}
