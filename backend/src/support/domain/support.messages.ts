/**
 * The support API's words for bad requests that are not in SUPPORT_MESSAGES (contracts): what an
 * agent's console shows when a search, a sign-in form or a replay version is malformed.
 */
export const SUPPORT_REQUEST_MESSAGES = {
  searchQuery: 'Please enter a basket id, order number, email or session id.',
  email: 'Please enter your email address.',
  password: 'Please enter your password.',
  versionFormat: 'version must be a whole number, 0 or more',
  versionRange: (currentVersion: number) =>
    `version must be a whole number from 0 to ${currentVersion}`,
} as const;
