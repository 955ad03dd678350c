/** Where a signed-in customer lands, and where guests are sent to sign in. */
export const ACCOUNT_HOME: string = '/account';
export const SIGN_IN = '/sign-in';

/**
 * The page to go back to after signing in (`?redirect=`): only a path on this shop, never
 * another site (`//evil.example`, `https:`), else the account home.
 */
export function safeRedirect(target: unknown): string {
  if (typeof target !== 'string') return ACCOUNT_HOME;
  if (!target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) {
    return ACCOUNT_HOME;
  }
  if (target === SIGN_IN || target.startsWith(`${SIGN_IN}?`) || target.startsWith('/sign-up')) {
    return ACCOUNT_HOME;
  }
  return target;
}

/**
 * A page of the account area (`/account/{page}`). The account's pages share one route
 * (`routes/account.$.tsx`, dispatched by `features/account-area/account-pages.tsx`): the route table every page loads
 * first stays small. Typed `string`, as the router does not know these paths one by one.
 */
export const accountPath = (page: string): string => `/account/${page}`;

/** The account's pages in its menu (docs/rules-storefront.md "Routes"), in order. */
export const ACCOUNT_MENU: readonly { to: string; label: string }[] = [
  { to: '/account', label: 'My account' },
  { to: '/account/order-history', label: 'Order history' },
  { to: '/account/edit-details', label: 'Edit details' },
  { to: '/account/address-book', label: 'Address book' },
  { to: '/account/reminder-service', label: 'Reminder service' },
  { to: '/account/payment-methods', label: 'Payment methods' },
  { to: '/account/change-password', label: 'Change password' },
  { to: '/account/signin-methods', label: 'Sign-in methods' },
];
