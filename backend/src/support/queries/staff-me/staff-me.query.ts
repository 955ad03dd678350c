import { Query } from '@nestjs/cqrs';
import type { SupportStaffResponse } from '@shop/contracts';
import type { SessionAccount } from '../../../platform/session/shop-session';

/** Who is signed in to the console, from the account the session was signed in as; 401 if nobody. */
export class StaffMe extends Query<SupportStaffResponse> {
  constructor(readonly account: SessionAccount | null | undefined) {
    super();
  }
}
