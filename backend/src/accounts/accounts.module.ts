import { Module } from '@nestjs/common';
import { Accounts } from './accounts.service';
import { SignInThrottle } from './sign-in-throttle';

/** Accounts and their sign-in machinery, shared by support staff and (later) customers. */
@Module({
  providers: [Accounts, SignInThrottle],
  exports: [Accounts, SignInThrottle],
})
export class AccountsModule {}
