import {
  Injectable,
  UnauthorizedException,
  type CanActivate,
  type ExecutionContext,
} from '@nestjs/common';
import type { Request, Response } from 'express';
import { ANALYTICS_MESSAGES } from '../domain/analytics.messages';
import { AnalyticsApiKeys } from './analytics-api-keys';

/** The key a request presents: `Authorization: Bearer <key>`, else `X-Api-Key`. */
export function presentedKey(request: Request): string | undefined {
  const bearer = /^Bearer\s+(\S+)\s*$/i.exec(request.get('authorization') ?? '');
  return bearer?.[1] ?? request.get('x-api-key')?.trim();
}

/** Lets through only requests with an active analytics API key; 401 in the envelope otherwise. */
@Injectable()
export class AnalyticsKeyGuard implements CanActivate {
  constructor(private readonly keys: AnalyticsApiKeys) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<Request & { analyticsKeyId?: string }>();
    const keyId = await this.keys.verify(presentedKey(request));
    if (!keyId) {
      context.switchToHttp().getResponse<Response>().setHeader('WWW-Authenticate', 'Bearer');
      throw new UnauthorizedException(ANALYTICS_MESSAGES.badKey);
    }
    request.analyticsKeyId = keyId;
    return true;
  }
}
