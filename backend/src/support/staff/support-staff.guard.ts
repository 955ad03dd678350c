import {
  ForbiddenException,
  Injectable,
  UnauthorizedException,
  type CanActivate,
  type ExecutionContext,
} from '@nestjs/common';
import { SUPPORT_MESSAGES, type SupportStaff } from '@shop/contracts';
import type { Request } from 'express';
import { Accounts } from '../../accounts';
import type { SessionAccount } from '../../platform/session/shop-session';

declare module 'express-serve-static-core' {
  interface Request {
    /** The support agent behind the request, set by SupportStaffGuard. */
    supportStaff?: SupportStaff;
  }
}

/**
 * The support agent a session is signed in as, or null (guest, customer, or an account since
 * removed).
 */
export async function supportStaffOf(
  account: SessionAccount | null | undefined,
  accounts: Accounts,
): Promise<SupportStaff | null> {
  if (account?.role !== 'support') return null;
  const found = await accounts.findById(account.id);
  return found && found.role === 'support'
    ? { id: found.id, name: found.name, email: found.email }
    : null;
}

/**
 * Every `/api/support/*` route but sign-in, sign-out and me: 401 when not signed in, 403 when
 * signed in without the support role (a customer).
 */
@Injectable()
export class SupportStaffGuard implements CanActivate {
  constructor(private readonly accounts: Accounts) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<Request>();
    const account = request.shopSession?.account;
    if (!account) throw new UnauthorizedException(SUPPORT_MESSAGES.signInRequired);
    if (account.role !== 'support') throw new ForbiddenException(SUPPORT_MESSAGES.staffOnly);
    const staff = await supportStaffOf(account, this.accounts);
    if (!staff) throw new UnauthorizedException(SUPPORT_MESSAGES.signInRequired);
    request.supportStaff = staff;
    return true;
  }
}
