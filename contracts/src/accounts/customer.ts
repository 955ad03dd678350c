/**
 * Customer accounts (docs/rules-storefront.md "Routes", "Signing in and out", "Validation",
 * "Calls", docs/rules-checkout.md "Checkout state"): signing in and up, magic links, passwords and
 * the customer's details. Sign-in and sign-up answer a list of error messages, empty on success, as
 * the storefront shows them as alerts (docs/rules-storefront.md "Messages").
 */

/**
 * `POST /api/sign-in` (docs/rules-storefront.md "Sign-in payload"). `captcha`: the ALTCHA widget's
 * payload.
 */
export interface SignInRequest {
  email: string;
  password: string;
  captcha: string;
}

/**
 * `POST /api/sign-up`: a new customer. Answers the same whether or not the email has an account:
 * a new address is mailed a link that makes the account (`POST /api/sign-up/confirm`); an
 * address with an account is mailed that someone tried, with links to sign in or reset.
 */
export interface SignUpRequest {
  name: string;
  email: string;
  /** Optional UK phone number (digits, spaces, +). */
  phone?: string | null;
  password: string;
  /**
   * Emails about offers and occasions (docs/rules-checkout.md "Data shapes": mailShot, default
   * true).
   */
  mailShot?: boolean;
  captcha: string;
  /** The referral token of the friend who sent the link (`/refer/:referralToken`), if any. */
  referralToken?: string | null;
}

/** `POST /api/sign-up/confirm`: the key of the link a sign-up mailed; makes the account. */
export interface ConfirmSignUpRequest {
  key: string;
}

/** `POST /api/sign-up-account`: a guest's paid order becomes an account (emailed link). */
export interface SignUpFromOrderRequest {
  orderId: string;
  verificationToken: string;
  password: string;
  mailShot?: boolean;
}

/** `POST /api/sign-in/email`: send a magic sign-in link (answers the same for any email). */
export interface SignInLinkRequest {
  email: string;
  captcha: string;
}

/** `POST /api/sign-in/email/token`: sign in with the emailed link's token. */
export interface SignInWithLinkRequest {
  token: string;
}

/** `POST /api/forgot-password`: send a reset link (answers the same for any email). */
export interface ForgotPasswordRequest {
  email: string;
  captcha: string;
}

/** `POST /api/forgot-password/key`, `POST /api/set-password/key`: a new password with the key. */
export interface ResetPasswordRequest {
  key: string;
  password: string;
}

/** `GET /api/forgot-password/key/{key}`: whether a reset key can still be used. */
export interface PasswordKeyState {
  valid: boolean;
}

/** Sign-in, sign-up and the link and password calls: error messages, empty on success. */
export type AccountErrors = string[];

/** `GET /api/account/details`: the signed-in customer. */
export interface CustomerDetailsData {
  customerId: string;
  name: string;
  email: string;
  phone: string | null;
  mailShot: boolean;
  businessCustomer: boolean;
  /** `/refer/{referralToken}` is this customer's refer-a-friend link. */
  referralToken: string;
  /** ISO 8601 UTC. */
  createdAt: string;
  /** An email change waiting for its verification link, if any. */
  pendingEmail: string | null;
}

/** `POST /api/account/details`: the customer's own details. A new email waits for verification. */
export interface EditCustomerDetailsRequest {
  name: string;
  email: string;
  phone?: string | null;
  mailShot: boolean;
}

/** `POST /api/account/change-password`. */
export interface ChangePasswordRequest {
  currentPassword: string;
  newPassword: string;
}

/** `POST /api/account/edit-details/verify`: the emailed key confirming a new email. */
export interface VerifyEmailRequest {
  key: string;
}

/** `GET /api/account/signin-methods`: how this customer can sign in. */
export interface SignInMethodsData {
  password: boolean;
  emailLink: boolean;
  email: string;
}

/** `GET /api/account/payment-methods`: cards saved with the payment provider (may be empty). */
export interface SavedPaymentMethod {
  id: string;
  brand: string;
  last4: string;
  expiryMonth: number;
  expiryYear: number;
}

/** The words of the account calls, shown as they are. */
export const CUSTOMER_MESSAGES = {
  badCredentials: 'Sorry, that email address and password do not match an account.',
  captchaFailed: 'Please complete the security check again and retry.',
  tooManySignIns: 'Too many sign-in attempts. Please wait 15 minutes or reset your password.',
  emailTaken:
    'There is already an account with this email address. Please sign in, or reset your password.',
  badEmail: 'Please enter a valid email address.',
  badName: 'Please enter your name (up to 100 characters).',
  badPhone: 'Please enter a valid phone number.',
  shortPassword: 'Your password must be at least 10 characters long.',
  longPassword: 'Your password must be at most 200 characters long.',
  linkSent:
    "If there is an account for that email address, we've sent it a link. Please check your inbox.",
  linkInvalid: 'Sorry, that sign-in link is not valid or has expired. Please ask for a new one.',
  signUpSent:
    "Thanks! We've sent you an email to finish creating your account. Please check your inbox.",
  signUpLinkInvalid:
    'Sorry, that link is not valid or has expired. Please sign up again to get a new one.',
  resetKeyInvalid:
    'Sorry, that password reset link is not valid or has been used. Please ask for a new one.',
  setKeyInvalid: 'Sorry, that link is not valid or has expired. Please ask for a new one.',
  passwordChanged: 'Your password has been changed.',
  wrongCurrentPassword: 'Your current password is not correct.',
  detailsSaved: 'Your details have been saved.',
  verifyEmailSent:
    'We have sent a link to your new email address. Your email changes once you follow it.',
  emailVerified: 'Your email address has been changed.',
  verifyKeyInvalid: 'Sorry, that verification link is not valid or has expired.',
  orderLinkInvalid: 'Sorry, that link is not valid for an account. Please sign up instead.',
  signInRequired: 'Please sign in to see this page.',
  tooManyRequests: 'Too many attempts. Please wait a few minutes and try again.',
} as const;

/**
 * Shortest password a customer may choose (docs/business-rules.md "Accounts";
 * docs/rules-storefront.md "Validation").
 */
export const CUSTOMER_MIN_PASSWORD = 10;
export const CUSTOMER_MAX_PASSWORD = 200;

/** `PATCH /api/sign-out`: the success flag (docs/rules-storefront.md "Calls"). */
export type SignOutResponse = boolean;

/** `POST /api/account/details`: what happened to the details. */
export interface EditCustomerDetailsResponse {
  details: CustomerDetailsData;
  /** A new email waits for the link mailed to it. */
  verificationSent: boolean;
}
