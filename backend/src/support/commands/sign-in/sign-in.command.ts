import { Command } from '@nestjs/cqrs';
import type { SupportStaff } from '@shop/contracts';
import type { ShopSession } from '../../../platform/http/shop-session';

/** A NEW session for the agent (its token goes in the cookie) and who the agent is. */
export interface SignedIn {
  token: string;
  session: ShopSession;
  staff: SupportStaff;
}

/**
 * Sign a support agent in from `ip`, behind the captcha (400 when it fails): 429 after five
 * failures or when the hashing queue is full, 401 for wrong credentials.
 */
export class SignIn extends Command<SignedIn> {
  constructor(
    readonly email: string,
    readonly password: string,
    readonly captcha: string,
    readonly ip: string,
  ) {
    super();
  }
}
