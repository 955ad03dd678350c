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

const SERVER_TO_SERVER = 'shop:server-to-server';

/**
 * Marks an endpoint another server calls, authenticated by a signature over its body (Stripe's
 * webhook): no browser is involved, so no cross-site check, and no guest session is saved for it.
 */
export const ServerToServer = () => SetMetadata(SERVER_TO_SERVER, true);

/** True for an endpoint marked `@ServerToServer()`. */
export function isServerToServer(reflector: Reflector, context: ExecutionContext): boolean {
  return Boolean(
    reflector.getAllAndOverride<boolean>(SERVER_TO_SERVER, [
      context.getHandler(),
      context.getClass(),
    ]),
  );
}

const SAVES_NO_SESSION = 'shop:saves-no-session';

/**
 * Marks a state-changing endpoint that must not save the shopper's session: a browser posting
 * an error report gets no session row or cookie for it. The cross-site check still applies.
 */
export const SavesNoSession = () => SetMetadata(SAVES_NO_SESSION, true);

/** True for an endpoint marked `@SavesNoSession()` or `@ServerToServer()`. */
export function savesNoSession(reflector: Reflector, context: ExecutionContext): boolean {
  return (
    isServerToServer(reflector, context) ||
    Boolean(
      reflector.getAllAndOverride<boolean>(SAVES_NO_SESSION, [
        context.getHandler(),
        context.getClass(),
      ]),
    )
  );
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export interface RequestOrigin {
  secFetchSite?: string;
  origin?: string;
  /** The shop's own public origin (`PUBLIC_URL`) and the configured `ALLOWED_ORIGINS`. */
  allowedOrigins: readonly string[];
}

/**
 * True when the browser says the request came from another site. Fetch Metadata first:
 * `cross-site` is refused, `same-origin` and `none` (typed address, bookmark) pass. Otherwise
 * (`same-site`, or an older browser) the `Origin` must be the shop's public origin or an allowed
 * one. The `Host` header plays no part: a proxy may rewrite it.
 */
export function isCrossSite({ secFetchSite, origin, allowedOrigins }: RequestOrigin): boolean {
  if (secFetchSite === 'cross-site') return true;
  if (secFetchSite === 'same-origin' || secFetchSite === 'none') return false;
  if (!origin) return false;
  return !allowedOrigins.includes(origin); // "null" and other opaque origins never match
}

/** True for a request that may change state: any unsafe method, or a GET marked `@StateChanging()`. */
export function changesState(reflector: Reflector, context: ExecutionContext): boolean {
  const request = context.switchToHttp().getRequest<Request>();
  return (
    !SAFE_METHODS.has(request.method) ||
    Boolean(
      reflector.getAllAndOverride<boolean>(STATE_CHANGING, [
        context.getHandler(),
        context.getClass(),
      ]),
    )
  );
}

/** Refuses state-changing calls made cross-site with a 403 in the envelope. */
@Injectable()
export class CrossSiteGuard implements CanActivate {
  private readonly allowedOrigins: readonly string[];

  constructor(
    private readonly reflector: Reflector,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.allowedOrigins = [config.publicOrigin, ...config.allowedOrigins];
  }

  canActivate(context: ExecutionContext): boolean {
    const request = context.switchToHttp().getRequest<Request>();
    if (!changesState(this.reflector, context) || isServerToServer(this.reflector, context)) {
      return true;
    }
    const crossSite = isCrossSite({
      secFetchSite: request.get('sec-fetch-site'),
      origin: request.get('origin'),
      allowedOrigins: this.allowedOrigins,
    });
    if (crossSite) throw new ForbiddenException(HTTP_MESSAGES.crossSite);
    return true;
  }
}
