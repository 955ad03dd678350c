import { ADDRESS_BOOK_MESSAGES } from '@shop/contracts';
import { useNavigate } from '@tanstack/react-router';
import { useAddAddress } from '../../api/address-book.queries';
import { AddressForm } from './AddressForm';
import { BackToAddressBook } from './BackToAddressBook';
import { accountPath } from '../account/account-paths';

/** `/account/address-book/add`: a new address; once saved, the book says so. */
export function AddAddress() {
  const add = useAddAddress();
  const navigate = useNavigate();
  return (
    <AddressForm
      send={add}
      submitLabel="Save address"
      onSaved={() =>
        void navigate({
          to: accountPath('address-book'),
          state: { notice: ADDRESS_BOOK_MESSAGES.added },
        })
      }
      cancel={<BackToAddressBook label="Cancel" />}
    />
  );
}
