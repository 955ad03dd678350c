import { createFileRoute } from '@tanstack/react-router';
import { AccountPage } from '../features/account/AccountPage';
import { AddAddress } from '../features/address-book/AddAddress';

/** `/account/address-book/add` (signed-in only, spec 001 §2.1). */
export const Route = createFileRoute('/account/address-book/add')({
  ssr: false,
  head: () => ({ meta: [{ title: 'Add an Address | Posy' }] }),
  component: AddAddressRoute,
});

function AddAddressRoute() {
  return (
    <AccountPage title="Add an Address" testId="add-address-page">
      <AddAddress />
    </AccountPage>
  );
}
