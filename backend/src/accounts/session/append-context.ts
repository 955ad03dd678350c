import type { Request } from 'express';
import type { AppendContext } from '../../platform/event-store/event-store.types';

/** The metadata of a customer event: the shopper's session, the request id as correlation. */
export function appendContextOf(request: Request): AppendContext {
  const session = request.shopSession!;
  const requestId = (request as Request & { id?: unknown }).id;
  return {
    actor: { kind: 'shopper', sessionId: session.id, customerId: session.customerId },
    sessionId: session.id,
    ...(typeof requestId === 'string' ? { correlationId: requestId } : {}),
  };
}
