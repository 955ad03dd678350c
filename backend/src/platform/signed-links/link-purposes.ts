/**
 * Link purposes signed in one module and checked in another (a purpose used by one module alone
 * stays there). A token signed for one purpose fails every other.
 */
export const SHARED_LINK_PURPOSES = {
  /** The order confirmation email's 'Create an account' link (notifications → orders). */
  signUpFromOrder: 'sign-up-account',
} as const;
