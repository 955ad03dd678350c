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
import { hasUnsavedSession, saveSession } from './session.middleware';
import { SessionService } from './session.service';

/**
 * Saves an in-memory session (and sets its cookie) once the first handler that may change state
 * has succeeded: any unsafe method, or a GET marked `@StateChanging()`. It runs after the guards
 * and waits for the handler, so a refused request (cross-site, not staff, a 4xx from validation
 * or a business rule) saves nothing; nor does one whose handler minted a session of its own
 * (signing in), nor one another server makes (`@ServerToServer()`), nor one marked
 * `@SavesNoSession()` (an error report). Nothing references the row in between: events name the
 * session in metadata.
 */
@Injectable()
export class SessionSaveInterceptor implements NestInterceptor {
  constructor(
    private readonly reflector: Reflector,
    private readonly sessions: SessionService,
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
    const minted = request.shopSession;
    const response = context.switchToHttp().getResponse<Response>();
    return next.handle().pipe(
      mergeMap(async (answer) => {
        if (request.shopSession === minted) await saveSession(this.sessions, request, response);
        return answer;
      }),
    );
  }
}
