import { createFileRoute } from '@tanstack/react-router';
import { AddAddress } from '../features/address-book/AddAddress';

/** `/account/address-book/add` (signed-in only, spec 001 §2.1). */
export const Route = createFileRoute('/account/address-book/add')({
  ssr: false,
  component: AddAddressRoute,
});

function AddAddressRoute() {
  return (
    <>
      <h1>Add an address</h1>
      <AddAddress />
    </>
  );
}
