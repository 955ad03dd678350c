import { randomUUID } from 'node:crypto';
import type { Request } from 'express';
import type { DeviceType } from '@shop/contracts';
import type { ShopSession } from '../../platform/http/shop-session';
import { deviceTypeOf } from '../domain/device-type';

/** Who asks for a basket command: the facts its events' metadata records. */
export interface CommandContext {
  session: ShopSession;
  correlationId: string;
  deviceType?: DeviceType | null;
}

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
