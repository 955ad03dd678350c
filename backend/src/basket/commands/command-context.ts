import { randomUUID } from 'node:crypto';
import type { Request } from 'express';
import type { CommandContext } from './basket-command-runner';
import { deviceTypeOf } from '../domain/device-type';

/**
 * The session, the request id (the events' correlation id, also in the request log) and the
 * device type the analytics feed reports.
 */
export function commandContextOf(request: Request): CommandContext {
  const requestId = (request as Request & { id?: unknown }).id;
  return {
    session: request.shopSession!,
    correlationId: typeof requestId === 'string' ? requestId : randomUUID(),
    deviceType: deviceTypeOf(request.get('user-agent')),
  };
}
