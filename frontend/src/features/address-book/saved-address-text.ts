import type { SavedAddress } from '@shop/contracts';

/** What an address is called: the customer's label, else the recipient's name. */
export const addressTitle = (address: SavedAddress): string =>
  address.label ?? address.recipientName;

/** The address in one line, blank parts left out: '1 Rose Lane, Oxford, OX1 1AA'. */
export function addressInOneLine(address: SavedAddress): string {
  return [
    address.addressLine1,
    address.addressLine2,
    address.addressLine3,
    address.town,
    address.postcode,
  ]
    .filter((part) => part.trim() !== '')
    .join(', ');
}
