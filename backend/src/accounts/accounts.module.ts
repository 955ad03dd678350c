import { Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../platform/config/app-config';
import { BasketModule } from '../basket';
import { CatalogueModule } from '../catalogue';
import { SessionModule } from '../platform/session/session.module';
import { Accounts } from './accounts.service';
import { AddressBook } from './address-book.service';
import { AddressBookController } from './commands/address-book/address-book.controller';
import { EditDetailsController } from './commands/edit-details/edit-details.controller';
import { ResetPasswordController } from './commands/reset-password/reset-password.controller';
import { LinkRequestThrottle } from './commands/sign-in-link/link-request-throttle';
import { SignInLinkController } from './commands/sign-in-link/sign-in-link.controller';
import { SignInController } from './commands/sign-in/sign-in.controller';
import { SignOutController } from './commands/sign-out/sign-out.controller';
import { SignUpController } from './commands/sign-up/sign-up.controller';
import { CustomerKeys } from './credentials/customer-keys';
import { HashingQueue } from './credentials/hashing-queue';
import { SignInThrottle } from './credentials/sign-in-throttle';
import { Customers } from './customers.service';
import { AccountRepository } from './repository/account.repository';
import { AddressRepository } from './repository/address.repository';
import { CustomerRepository } from './repository/customer.repository';
import { DeactivateReminderController } from './reminders/deactivate-reminder.controller';
import { ReminderDueJob } from './reminders/reminder-due.job';
import { ReminderGifts } from './reminders/reminder-gifts';
import { ReminderRepository } from './reminders/reminder.repository';
import { RemindersController } from './reminders/reminders.controller';
import { Reminders } from './reminders/reminders.service';
import { CustomerSessionStart } from './session/customer-session-start';
import { SignUpRepository } from './sign-ups/sign-up.repository';
import { SignUpSweeper } from './sign-ups/sign-up-sweeper';
import { SignUpThrottle } from './sign-ups/sign-up-throttle';
import { SignUps } from './sign-ups/sign-ups.service';

/**
 * Accounts that sign in: support staff (created from the command line) and customers (sign-up
 * confirmed by email, sign-in with a captcha, magic links, passwords, their details, their
 * address book), with the hashing and the sign-in throttle they share; the reminder service
 * (`reminders/`) and its job that appends `ReminderDue` a week before each occasion.
 */
@Module({
  imports: [BasketModule, CatalogueModule, SessionModule],
  controllers: [
    SignInController,
    SignUpController,
    SignOutController,
    SignInLinkController,
    ResetPasswordController,
    EditDetailsController,
    AddressBookController,
    RemindersController,
    DeactivateReminderController,
  ],
  providers: [
    AccountRepository,
    Accounts,
    AddressBook,
    AddressRepository,
    CustomerRepository,
    Customers,
    CustomerKeys,
    CustomerSessionStart,
    LinkRequestThrottle,
    SignInThrottle,
    ReminderRepository,
    ReminderGifts,
    Reminders,
    ReminderDueJob,
    SignUps,
    SignUpRepository,
    SignUpThrottle,
    SignUpSweeper,
    // One queue per instance, sized from libuv's pool once main.ts has set it.
    {
      provide: HashingQueue,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => new HashingQueue({ cost: config.passwordHashCost }),
    },
  ],
  exports: [Accounts, Customers, CustomerSessionStart, SignInThrottle],
})
export class AccountsModule {}
