import { createFileRoute, useRouterState } from '@tanstack/react-router';
import { AccountPage } from '../features/account/AccountPage';
import { AddressBookList } from '../features/address-book/AddressBookList';

/** `/account/address-book`: the customer's saved addresses (signed-in only, spec 001 §2.1). */
export const Route = createFileRoute('/account/address-book/')({
  ssr: false,
  head: () => ({ meta: [{ title: 'Address Book | Posy' }] }),
  component: AddressBookRoute,
});

function AddressBookRoute() {
  // What the add or edit page just did, said once on arrival.
  const notice = useRouterState({ select: (state) => state.location.state.notice });
  return (
    <AccountPage title="Address Book" testId="address-book-page">
      <AddressBookList notice={notice} />
    </AccountPage>
  );
}
