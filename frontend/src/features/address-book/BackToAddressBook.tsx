import { Link } from '@tanstack/react-router';
import { accountPath } from '../account/account-paths';

/** The way back to the list from the add and edit pages. */
export function BackToAddressBook({ label }: { label: string }) {
  return (
    <Link
      to={accountPath('address-book')}
      className="address-book__back"
      data-testid="address-book-back"
    >
      {label}
    </Link>
  );
}
