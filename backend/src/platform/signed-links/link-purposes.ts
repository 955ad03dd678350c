/**
 * Purposes of signed links that one module signs and another follows (a purpose used by one
 * module alone stays there). A token signed for one purpose fails every other.
 */
export const LINK_PURPOSES = {
  /** The reminder email (notifications) signs the reminder's id; accounts' deactivate checks it. */
  reminderDeactivate: 'reminder-deactivate',
  /** The order confirmation email's 'Create an account' link (notifications → orders). */
  signUpFromOrder: 'sign-up-account',
  /** A sign-up's email confirmation link, `/sign-up/confirm/{key}` (notifications → accounts). */
  signUp: 'sign-up',
} as const;
