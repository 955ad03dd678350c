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
import type { SessionAccount, ShopSession } from '../../platform/http/shop-session';

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
 * Who may use the staff routes: `staff` for a session signed in with the support role, 403 for a
 * signed-in customer (their session carries a customer id and no staff account) or an account
 * of another role, 401 for nobody signed in. Pure: the guard answers what this says.
 */
export function staffAccess(
  session: Pick<ShopSession, 'customerId' | 'account'> | undefined,
): 'staff' | 401 | 403 {
  const account = session?.account;
  if (account) return account.role === 'support' ? 'staff' : 403;
  return session?.customerId ? 403 : 401;
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
    const access = staffAccess(request.shopSession);
    if (access === 401) throw new UnauthorizedException(SUPPORT_MESSAGES.signInRequired);
    if (access === 403) throw new ForbiddenException(SUPPORT_MESSAGES.staffOnly);
    const staff = await supportStaffOf(request.shopSession?.account, this.accounts);
    if (!staff) throw new UnauthorizedException(SUPPORT_MESSAGES.signInRequired);
    request.supportStaff = staff;
    return true;
  }
}
