import { Module } from '@nestjs/common';
import { Accounts } from './accounts.service';
import { SignInThrottle } from './credentials/sign-in-throttle';
import { AccountRepository } from './repository/account.repository';

/** Accounts and their sign-in machinery, shared by support staff and (later) customers. */
@Module({
  providers: [AccountRepository, Accounts, SignInThrottle],
  exports: [Accounts, SignInThrottle],
})
export class AccountsModule {}
