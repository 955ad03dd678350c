import { Module } from '@nestjs/common';
import { Accounts } from './accounts.service';
import { HashingQueue } from './credentials/hashing-queue';
import { SignInThrottle } from './credentials/sign-in-throttle';
import { AccountRepository } from './repository/account.repository';

/** Accounts and their sign-in machinery, shared by support staff and (later) customers. */
@Module({
  providers: [
    AccountRepository,
    Accounts,
    SignInThrottle,
    // One queue per instance, sized from libuv's pool once main.ts has set it.
    { provide: HashingQueue, useFactory: () => new HashingQueue() },
  ],
  exports: [Accounts, SignInThrottle],
})
export class AccountsModule {}
