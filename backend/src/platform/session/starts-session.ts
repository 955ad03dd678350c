import { SetMetadata, type ExecutionContext } from '@nestjs/common';
import type { Reflector } from '@nestjs/core';

const STARTS_SESSION = 'shop:starts-session';

/**
 * Marks the endpoint whose purpose is the session itself (`POST /api/user-session`: a client
 * that wants its cookie up front): its session is saved though nothing is stored for it yet.
 * Such a session is swept within the hour if nothing ever is (session-sweeper.ts).
 */
export const StartsSession = () => SetMetadata(STARTS_SESSION, true);

/** True for an endpoint marked `@StartsSession()`. */
export function startsSession(reflector: Reflector, context: ExecutionContext): boolean {
  return Boolean(
    reflector.getAllAndOverride<boolean>(STARTS_SESSION, [
      context.getHandler(),
      context.getClass(),
    ]),
  );
}
