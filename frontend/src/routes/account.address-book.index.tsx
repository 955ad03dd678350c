import { createFileRoute, useRouterState } from '@tanstack/react-router';
import { AddressBookList } from '../features/address-book/AddressBookList';

/** `/account/address-book`: the customer's saved addresses (signed-in only, spec 001 §2.1). */
export const Route = createFileRoute('/account/address-book/')({
  ssr: false,
  codeSplitGroupings: [['loader', 'component']],
  component: AddressBookRoute,
});

function AddressBookRoute() {
  const notice = useRouterState({ select: (state) => state.location.state.notice });
  return (
    <>
      <h1>Address book</h1>
      <AddressBookList notice={notice} />
    </>
  );
}
