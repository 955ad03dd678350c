import { randomUUID } from 'node:crypto';
import type { SupportStaff } from '@shop/contracts';
import type { Request } from 'express';
import type { OpeningContext } from './support-audit';

/** The agent behind a request that passed SupportStaffGuard, and where the opening came from. */
export function openingOf(request: Request): { staff: SupportStaff; context: OpeningContext } {
  const requestId = (request as Request & { id?: unknown }).id;
  return {
    staff: request.supportStaff!,
    context: {
      sessionId: request.shopSession!.id,
      correlationId: typeof requestId === 'string' ? requestId : randomUUID(),
    },
  };
}
