import {
  Injectable,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request, Response } from 'express';
import type { Observable } from 'rxjs';
import { changesState } from '../http/cross-site';
import { hasUnsavedSession, saveSession } from './session.middleware';
import { SessionService } from './session.service';

/**
 * Saves an in-memory session (and sets its cookie) right before the first handler that may
 * change state: any unsafe method, or a GET marked `@StateChanging()`. It runs after the guards,
 * so a refused request (cross-site, not staff) saves nothing either.
 */
@Injectable()
export class SessionSaveInterceptor implements NestInterceptor {
  constructor(
    private readonly reflector: Reflector,
    private readonly sessions: SessionService,
  ) {}

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    if (context.getType() === 'http') {
      const request = context.switchToHttp().getRequest<Request>();
      if (hasUnsavedSession(request) && changesState(this.reflector, context)) {
        await saveSession(this.sessions, request, context.switchToHttp().getResponse<Response>());
      }
    }
    return next.handle();
  }
}
