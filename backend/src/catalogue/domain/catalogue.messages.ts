/** Server-side catalogue messages (the spec leaves their wording to us). */
export const CATALOGUE_MESSAGES = {
  categoryNotFound: "Sorry, we couldn't find that category.",
  productNotFound: "Sorry, we couldn't find that product.",
  pastDate: 'Sorry, that delivery date has passed - please choose another.',
  /** docs/rules-checkout.md "Request errors". */
  unavailable: 'Sorry, unfortunately this product is currently unavailable.',
  noExtras: 'Sorry, this product has no extras to choose.',
} as const;
