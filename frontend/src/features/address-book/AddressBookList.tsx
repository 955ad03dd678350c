import { ADDRESS_BOOK_MESSAGES } from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import {
  addressBookQueryOptions,
  useDeleteAddress,
  useMakeDefaultAddress,
} from '../../api/address-book.queries';
import { errorText } from '../../api/error-text';
import { Spinner } from '../../ui/Spinner';
import { AddressCard } from './AddressCard';
import './address-book.css';
import { accountPath } from '../account/account-paths';

/**
 * `/account/address-book`: the saved addresses, the default first, each with Edit, Make default
 * and Delete (asked first); a link to add one; what just happened in a status line that takes
 * focus (`notice`: what the page that sent the customer here did, such as 'added').
 */
export function AddressBookList({ notice }: { notice?: string }) {
  const book = useQuery(addressBookQueryOptions());
  const remove = useDeleteAddress();
  const makeDefault = useMakeDefaultAddress();
  const [status, setStatus] = useState<string | null>(notice ?? null);
  const [failure, setFailure] = useState<string | null>(null);
  const statusRef = useRef<HTMLParagraphElement>(null);
  const busy = remove.isPending || makeDefault.isPending;

  // A change moves or removes the card that had focus: focus goes to what happened instead (and
  // to what the page that sent the customer here did, once the list is shown).
  const shown = !book.isPending;
  useEffect(() => {
    if (status && shown) statusRef.current?.focus();
  }, [status, shown]);

  const act = (change: typeof remove, id: string, done: string) => {
    setFailure(null);
    setStatus(null);
    change.mutate(id, {
      onSuccess: () => setStatus(done),
      onError: (error) => setFailure(errorText(error)),
    });
  };

  if (book.isPending) return <Spinner label="Loading your addresses…" />;
  if (book.isError) {
    return (
      <p className="address-book__failure" role="alert" data-testid="address-book-error">
        {errorText(book.error)}
      </p>
    );
  }
  return (
    <div className="address-book" data-testid="address-book">
      <div role="status" className="address-book__status" data-testid="address-book-status">
        {status && (
          <p ref={statusRef} tabIndex={-1}>
            {status}
          </p>
        )}
      </div>
      <div role="alert" className="address-book__failure-region" data-testid="address-book-alert">
        {failure && <p className="address-book__failure">{failure}</p>}
      </div>
      <Link
        to={accountPath('address-book/add')}
        className="button button--primary address-book__add"
        data-testid="address-book-add"
      >
        Add a new address
      </Link>
      {book.data.length === 0 ? (
        <p className="address-book__empty" data-testid="address-book-empty">
          {ADDRESS_BOOK_MESSAGES.empty} Save the people you send flowers to, and fill in their
          address at checkout with one click.
        </p>
      ) : (
        <ul className="address-book__list" aria-label="Saved addresses">
          {book.data.map((address) => (
            <li key={address.id}>
              <AddressCard
                address={address}
                busy={busy}
                onDelete={() => act(remove, address.id, ADDRESS_BOOK_MESSAGES.deleted)}
                onMakeDefault={() =>
                  act(makeDefault, address.id, ADDRESS_BOOK_MESSAGES.madeDefault)
                }
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
