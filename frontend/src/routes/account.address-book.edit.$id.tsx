import { createFileRoute } from '@tanstack/react-router';
import { AccountPage } from '../features/account/AccountPage';
import { EditAddress } from '../features/address-book/EditAddress';

/** `/account/address-book/edit/$id` (signed-in only, spec 001 §2.1). */
export const Route = createFileRoute('/account/address-book/edit/$id')({
  ssr: false,
  head: () => ({ meta: [{ title: 'Edit Address | Posy' }] }),
  component: EditAddressRoute,
});

function EditAddressRoute() {
  const { id } = Route.useParams();
  return (
    <AccountPage title="Edit Address" testId="edit-address-page">
      <EditAddress id={id} />
    </AccountPage>
  );
}
