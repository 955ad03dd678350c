import { ADDRESS_BOOK_MESSAGES } from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { savedAddressQueryOptions, useEditAddress } from '../../api/address-book.queries';
import { errorText } from '../../api/error-text';
import { isRequestError } from '../../http/request-error';
import { Spinner } from '../../ui/Spinner';
import { AddressForm } from './AddressForm';
import { BackToAddressBook } from './BackToAddressBook';
import { accountPath } from '../account/account-paths';

/**
 * `/account/address-book/edit/$id`: the address in the same form as adding one. An id that is
 * not one of the customer's addresses says so in the page, with the way back.
 */
export function EditAddress({ id }: { id: string }) {
  const address = useQuery(savedAddressQueryOptions(id));
  const edit = useEditAddress(id);
  const navigate = useNavigate();

  if (address.isPending) return <Spinner label="Loading the address…" />;
  if (address.isError) {
    const missing = isRequestError(address.error) && address.error.status === 404;
    return (
      <div className="address-book__missing" data-testid="address-not-found">
        <p role="alert" className="address-book__failure">
          {missing ? ADDRESS_BOOK_MESSAGES.notFound : errorText(address.error)}
        </p>
        <BackToAddressBook label="Back to your address book" />
      </div>
    );
  }
  return (
    <AddressForm
      // A fresh form for each address read, so its fields start from what is stored.
      key={address.data.id}
      address={address.data}
      send={edit}
      submitLabel="Save changes"
      onSaved={() =>
        void navigate({
          to: accountPath('address-book'),
          state: { notice: ADDRESS_BOOK_MESSAGES.saved },
        })
      }
      cancel={<BackToAddressBook label="Cancel" />}
    />
  );
}
