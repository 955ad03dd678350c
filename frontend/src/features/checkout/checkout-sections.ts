/** The checkout page's editing sections (spec 000 §2): `editing` link state names one. */
export type Section =
  'card' | 'message' | 'recipient' | 'details' | 'delivery' | 'addons' | 'gift-card';

export const sectionId = (section: Section) => `checkout-${section}`;
