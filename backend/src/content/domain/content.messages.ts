/** Server-side content messages (the spec leaves their wording to us). */
export const CONTENT_MESSAGES = {
  landingPageNotFound: "Sorry, we couldn't find that page.",
  badLandingPageId: 'Sorry, that page number is not valid.',
  /** An unknown content page: the same words as an unknown landing page. */
  pageNotFound: "Sorry, we couldn't find that page.",
  badPageSlug: 'Sorry, that page address is not valid.',
  journalPostNotFound: "Sorry, we couldn't find that journal post.",
  badJournalSlug: 'Sorry, that journal address is not valid.',
} as const;
