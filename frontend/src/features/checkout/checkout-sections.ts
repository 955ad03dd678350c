/**
 * The checkout page's editing sections (docs/rules-checkout.md "Screens"): `editing` link state
 * names one.
 */
export type Section =
  'card' | 'message' | 'recipient' | 'details' | 'delivery' | 'addons' | 'gift-card';

export const sectionId = (section: Section) => `checkout-${section}`;
