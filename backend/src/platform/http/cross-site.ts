import {
  ForbiddenException,
  Inject,
  Injectable,
  SetMetadata,
  type CanActivate,
  type ExecutionContext,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { HTTP_MESSAGES } from './messages';

const STATE_CHANGING = 'shop:state-changing';

/** Marks a GET endpoint that changes state (the spec has a few), so it gets the cross-site check. */
export const StateChanging = () => SetMetadata(STATE_CHANGING, true);

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export interface RequestOrigin {
  secFetchSite?: string;
  origin?: string;
  host?: string;
  allowedOrigins: readonly string[];
}

/** True when the browser says the request came from another site (Fetch Metadata, then Origin). */
export function isCrossSite({
  secFetchSite,
  origin,
  host,
  allowedOrigins,
}: RequestOrigin): boolean {
  if (secFetchSite === 'cross-site') return true;
  if (!origin) return false;
  if (allowedOrigins.includes(origin)) return false;
  try {
    return new URL(origin).host !== host;
  } catch {
    return true; // "null" and other opaque origins
  }
}

/** Refuses state-changing calls made cross-site with a 403 in the envelope. */
@Injectable()
export class CrossSiteGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  canActivate(context: ExecutionContext): boolean {
    const request = context.switchToHttp().getRequest<Request>();
    const changesState =
      !SAFE_METHODS.has(request.method) ||
      this.reflector.getAllAndOverride<boolean>(STATE_CHANGING, [
        context.getHandler(),
        context.getClass(),
      ]);
    if (!changesState) return true;
    const crossSite = isCrossSite({
      secFetchSite: request.get('sec-fetch-site'),
      origin: request.get('origin'),
      host: request.get('host'),
      allowedOrigins: this.config.allowedOrigins,
    });
    if (crossSite) throw new ForbiddenException(HTTP_MESSAGES.crossSite);
    return true;
  }
}
