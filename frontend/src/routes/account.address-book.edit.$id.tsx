import { createFileRoute } from '@tanstack/react-router';
import { EditAddress } from '../features/address-book/EditAddress';

/** `/account/address-book/edit/$id` (signed-in only, spec 001 §2.1). */
export const Route = createFileRoute('/account/address-book/edit/$id')({
  ssr: false,
  component: EditAddressRoute,
});

function EditAddressRoute() {
  const { id } = Route.useParams();
  return (
    <>
      <h1>Edit address</h1>
      <EditAddress id={id} />
    </>
  );
}
