// The accounts module's public face: other modules import from here, never from its files.
export { AccountsModule } from './accounts.module';
export { Accounts, AccountRefused } from './accounts.service';
export { ACCOUNT_MESSAGES, MIN_PASSWORD_LENGTH } from './account.messages';
export { SignInThrottle } from './sign-in-throttle';
