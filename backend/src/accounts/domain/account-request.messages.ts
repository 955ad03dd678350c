/** What a malformed account request is told (400): the field to fix. */
export const ACCOUNT_REQUEST_MESSAGES = {
  email: 'Please enter your email address.',
  password: 'Please enter your password.',
  newPassword: 'Please enter a new password.',
  captcha: 'Please complete the security check.',
  name: 'Please enter your name.',
  phone: 'Please enter a valid phone number, or leave it empty.',
  mailShot: 'mailShot must be true or false.',
  token: 'That link is not valid.',
  referral: 'That referral link is not valid.',
} as const;
