import type { RecipientDetails } from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { addressBookQueryOptions } from '../../api/address-book.queries';
import { useUserSession } from '../../api/session.queries';
import { addressInOneLine, addressTitle } from '../address-book/saved-address-text';

/**
 * 'Use a saved address': a signed-in customer with an address book picks one, and the recipient
 * fields are filled with it at once (the customer can still change them before saving). Guests,
 * and customers with no saved address, see nothing.
 */
export function SavedAddressPicker({ onPick }: { onPick: (recipient: RecipientDetails) => void }) {
  const { isSignedIn } = useUserSession();
  const book = useQuery({ ...addressBookQueryOptions(), enabled: isSignedIn === true });
  const [filled, setFilled] = useState<string | null>(null);
  const id = useId();
  const addresses = book.data ?? [];
  if (isSignedIn !== true || addresses.length === 0) return null;

  const pick = (addressId: string) => {
    const address = addresses.find((saved) => saved.id === addressId);
    if (!address) return;
    onPick(address);
    setFilled(`The address for ${addressTitle(address)} is filled in. Check it, then press Save.`);
  };

  return (
    <div className="checkout-form__field saved-address-picker" data-testid="saved-address-picker">
      <label htmlFor={id}>Use a saved address</label>
      <select
        id={id}
        className="saved-address-picker__select"
        defaultValue=""
        aria-describedby={`${id}-status`}
        onChange={(event) => pick(event.target.value)}
        data-testid="saved-address-select"
      >
        <option value="" disabled>
          Choose from your address book…
        </option>
        {addresses.map((address) => (
          <option key={address.id} value={address.id}>
            {`${addressTitle(address)}: ${address.recipientName}, ${addressInOneLine(address)}`}
          </option>
        ))}
      </select>
      <p
        id={`${id}-status`}
        className="saved-address-picker__status"
        role="status"
        data-testid="saved-address-status"
      >
        {filled}
      </p>
    </div>
  );
}
