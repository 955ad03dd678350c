import { Query } from '@nestjs/cqrs';
import type { SupportStaffResponse } from '@shop/contracts';
import type { ShopSession } from '../../../platform/http/shop-session';

/**
 * Who is signed in to the console, from the account the session was signed in as: 401 if
 * nobody is signed in, 403 for a signed-in customer (the console tells them it is staff only).
 */
export class StaffMe extends Query<SupportStaffResponse> {
  constructor(readonly session: Pick<ShopSession, 'customerId' | 'account'> | undefined) {
    super();
  }
}
