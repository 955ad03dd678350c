import { randomUUID } from 'node:crypto';
import type { Request } from 'express';
import type { CommandContext } from './basket-command-runner';

/** The session and the request id (the events' correlation id, also in the request log). */
export function commandContextOf(request: Request): CommandContext {
  const requestId = (request as Request & { id?: unknown }).id;
  return {
    session: request.shopSession!,
    correlationId: typeof requestId === 'string' ? requestId : randomUUID(),
  };
}
