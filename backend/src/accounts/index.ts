// The accounts module's public face: other modules import from here, never from its files.
export { AccountsModule } from './accounts.module';
export { Accounts } from './accounts.service';
export { AccountRefused, type Account, type NewAccount } from './domain/account';
export { ACCOUNT_MESSAGES } from './domain/account.messages';
export { ACCOUNT_REQUEST_MESSAGES } from './domain/account-request.messages';
export { MIN_PASSWORD_LENGTH } from './domain/password-rules';
export { SignInThrottle } from './credentials/sign-in-throttle';
export { HashingBusy, HashingQueue } from './credentials/hashing-queue';
export { Customers, type NewCustomer } from './customers.service';
export type { Customer } from './domain/customer';
export { SignedInCustomerGuard, customerIdOf } from './session/signed-in-customer.guard';
export { CustomerSessionStart } from './session/customer-session-start';
export { appendContextOf } from './session/append-context';
