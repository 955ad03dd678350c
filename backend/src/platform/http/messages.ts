/** Server-side messages of the HTTP layer (the spec leaves their wording to us). */
export const HTTP_MESSAGES = {
  notFound: "Sorry, we couldn't find what you were looking for.",
  invalidJson: 'Sorry, that request could not be read - please try again.',
  badAddress: 'Sorry, that web address is not valid.',
  tooLarge: 'Sorry, that request was too large.',
  tooDeep: 'Sorry, that request is nested too deeply to read.',
  unsupportedType: 'Sorry, that request must be sent as JSON.',
  badCharacters: 'Sorry, that request contains characters we cannot accept.',
  crossSite: 'Sorry, this request came from another website and was refused.',
  concurrentChange:
    'Your basket was changed in another window at the same time - please try again.',
  databaseDown: 'The shop database is unavailable.',
  /** Same words as the storefront's failed-fetch message (docs/rules-checkout.md "Messages"). */
  unexpected: 'Oops! Something went wrong – please try again.',
} as const;
