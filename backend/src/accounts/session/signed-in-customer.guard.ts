import {
  Injectable,
  UnauthorizedException,
  type CanActivate,
  type ExecutionContext,
} from '@nestjs/common';
import { CUSTOMER_MESSAGES } from '@shop/contracts';
import type { Request } from 'express';

/**
 * Every `/api/account/*` route but the emailed verify and deactivate links: 401 with the
 * sign-in message for a guest. What a route answers is then always the signed-in customer's
 * own: handlers read the customer id from the session, never from the request.
 */
@Injectable()
export class SignedInCustomerGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    const request = context.switchToHttp().getRequest<Request>();
    if (!request.shopSession?.customerId) {
      throw new UnauthorizedException(CUSTOMER_MESSAGES.signInRequired);
    }
    return true;
  }
}

/** The signed-in customer's id (behind SignedInCustomerGuard). */
export const customerIdOf = (request: Request): string => request.shopSession!.customerId!;
