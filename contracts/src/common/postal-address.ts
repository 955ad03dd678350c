/**
 * A UK postal address with the person it is for: a basket order's recipient, a saved address, an
 * order's delivery address. Declared once; the types that carry one extend or name it.
 */
export interface PostalAddress {
  recipientName: string;
  addressLine1: string;
  addressLine2: string;
  addressLine3: string;
  town: string;
  /** A UK postcode, normalised to `SW1A 1AA` when stored. */
  postcode: string;
}

/** A postal address as a form sends it: the lines after the first, and the town, may be left out. */
export type PostalAddressInput = Pick<
  PostalAddress,
  'recipientName' | 'addressLine1' | 'postcode'
> &
  Partial<Pick<PostalAddress, 'addressLine2' | 'addressLine3' | 'town'>>;
