import { useRouterState } from '@tanstack/react-router';
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { NotFoundPage } from '../../pages/NotFoundPage';
import { Spinner } from '../../ui/Spinner';
import { AccountFrame } from '../account/AccountFrame';
import { AccountPage } from '../account/AccountPage';

/** What a page of the account area is given: the parts of its path and the search. */
interface PageInput {
  params: string[];
  saved: boolean;
  notice: string | undefined;
}

const page = <Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): ComponentType<Props> => lazy(async () => ({ default: await load() }));

const AccountHome = page(() => import('../account/AccountHomePage').then((m) => m.AccountHomePage));
const EditDetails = page(() => import('../account/EditDetailsPage').then((m) => m.EditDetailsPage));
const ChangePassword = page(() =>
  import('../account/ChangePasswordPage').then((m) => m.ChangePasswordPage),
);
const SignInMethods = page(() =>
  import('../account/SignInMethodsPage').then((m) => m.SignInMethodsPage),
);
const AddressBookList = page(() =>
  import('../address-book/AddressBookList').then((m) => m.AddressBookList),
);
const AddAddress = page(() => import('../address-book/AddAddress').then((m) => m.AddAddress));
const EditAddress = page(() => import('../address-book/EditAddress').then((m) => m.EditAddress));
const ReminderList = page(() =>
  import('../reminders/ReminderListPage').then((m) => m.ReminderListPage),
);
const AddReminder = page(() =>
  import('../reminders/ReminderEditorPage').then((m) => m.AddReminderPage),
);
const EditReminder = page(() =>
  import('../reminders/ReminderEditorPage').then((m) => m.EditReminderPage),
);
const OrderHistory = page(() =>
  import('../customer-orders/OrderHistoryPage').then((m) => m.OrderHistoryPage),
);
const OrderDetails = page(() =>
  import('../customer-orders/OrderDetailsPage').then((m) => m.OrderDetailsPage),
);
const PaymentMethods = page(() =>
  import('../customer-orders/PaymentMethodsPage').then((m) => m.PaymentMethodsPage),
);
const VerifyEmail = page(() => import('../account/VerifyEmailPage').then((m) => m.VerifyEmailPage));
const StopReminder = page(() =>
  import('../reminders/StopReminderPage').then((m) => m.StopReminderPage),
);

/**
 * The account area's page table, above the features it shows (account, address book, reminders,
 * customer orders), which never import each other. The account pages, `/account` and under it
 * (docs/rules-storefront.md "Routes"), by path: one route for them all keeps the route table that
 * every page loads small (the home page's JavaScript budget); each page's code still loads only
 * when it is opened.
 */
const PAGES: { path: RegExp; guarded?: false; render: (input: PageInput) => ReactNode }[] = [
  // The emailed links work without signing in: their key says whose they are
  // (docs/rules-storefront.md "Routes").
  {
    path: /^edit-details\/verify\/([^/]+)$/,
    guarded: false,
    render: ({ params: [key] }) => <VerifyEmail key={key} keyValue={key} />,
  },
  {
    path: /^reminder-service\/deactivate\/([^/]+)$/,
    guarded: false,
    // `id` is the reminder's id signed by the shop.
    render: ({ params: [token] }) => <StopReminder key={token} token={token} />,
  },
  { path: /^$/, render: () => <AccountHome /> },
  { path: /^order-history$/, render: () => <OrderHistory /> },
  {
    path: /^order-details\/([^/]+)$/,
    render: ({ params: [orderId] }) => <OrderDetails key={orderId} orderId={orderId} />,
  },
  { path: /^payment-methods$/, render: () => <PaymentMethods /> },
  { path: /^edit-details$/, render: () => <EditDetails /> },
  { path: /^change-password$/, render: () => <ChangePassword /> },
  { path: /^signin-methods$/, render: () => <SignInMethods /> },
  {
    path: /^address-book$/,
    render: ({ notice }) => (
      <AccountPage title="Address Book" testId="address-book-page">
        <AddressBookList notice={notice} />
      </AccountPage>
    ),
  },
  {
    path: /^address-book\/add$/,
    render: () => (
      <AccountPage title="Add an Address" testId="add-address-page">
        <AddAddress />
      </AccountPage>
    ),
  },
  {
    path: /^address-book\/edit\/([^/]+)$/,
    render: ({ params: [id] }) => (
      <AccountPage title="Edit Address" testId="edit-address-page">
        <EditAddress key={id} id={id} />
      </AccountPage>
    ),
  },
  { path: /^reminder-service$/, render: ({ saved }) => <ReminderList saved={saved} /> },
  { path: /^reminder-service\/add$/, render: () => <AddReminder /> },
  {
    path: /^reminder-service\/edit\/([^/]+)$/,
    // A new id, a new form: nothing typed for one reminder is kept for another.
    render: ({ params: [id] }) => <EditReminder key={id} id={id} />,
  },
];

/**
 * The account page at `/account/{splat}` inside the guarded frame (the emailed links without
 * it), or the shop's not-found page.
 */
export function AccountSubPage({ splat, saved }: { splat: string; saved: boolean }) {
  // What an add or edit page just did, said once on arrival at the list.
  const notice = useRouterState({ select: (state) => state.location.state.notice });
  const path = splat.replace(/\/+$/, '');
  for (const entry of PAGES) {
    const match = entry.path.exec(path);
    if (!match) continue;
    const params = match.slice(1);
    const shown = (
      <Suspense fallback={<Spinner />}>{entry.render({ params, saved, notice })}</Suspense>
    );
    return entry.guarded === false ? shown : <AccountFrame>{shown}</AccountFrame>;
  }
  return <NotFoundPage />;
}
