/** Server-side content messages (the spec leaves their wording to us). */
export const CONTENT_MESSAGES = {
  landingPageNotFound: "Sorry, we couldn't find that page.",
  badLandingPageId: 'Sorry, that page number is not valid.',
} as const;
