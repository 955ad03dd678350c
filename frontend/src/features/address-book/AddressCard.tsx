import type { SavedAddress } from '@shop/contracts';
import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import { DeleteAddressButton } from './DeleteAddressButton';
import { addressTitle } from './saved-address-text';
import { accountPath } from '../account/account-paths';

/** One saved address: who and where, whether it is the default, and what can be done with it. */
export function AddressCard({
  address,
  busy,
  onDelete,
  onMakeDefault,
}: {
  address: SavedAddress;
  /** A change to the book is on its way: no second one starts. */
  busy: boolean;
  onDelete: () => void;
  onMakeDefault: () => void;
}) {
  const titleId = useId();
  const title = addressTitle(address);
  const lines = [address.addressLine1, address.addressLine2, address.addressLine3, address.town]
    .concat(address.postcode)
    .filter((line) => line.trim() !== '');
  return (
    <article className="address-card" aria-labelledby={titleId} data-testid="address-card">
      <div className="address-card__head">
        <h2 id={titleId} className="address-card__title">
          {title}
        </h2>
        {address.isDefault && (
          <p className="address-card__badge" data-testid="address-default">
            Default address
          </p>
        )}
      </div>
      <address className="address-card__lines">
        {[address.recipientName, ...lines].map((line, i) => (
          <span key={i} className="address-card__line">
            {line}
          </span>
        ))}
      </address>
      <div className="address-card__actions">
        <Link
          to={accountPath(`address-book/edit/${encodeURIComponent(address.id)}`)}
          className="link-button address-card__action"
          data-testid="address-edit"
        >
          Edit<span className="visually-hidden"> {title}</span>
        </Link>
        {!address.isDefault && (
          <button
            type="button"
            className="link-button address-card__action"
            aria-disabled={busy}
            data-testid="address-make-default"
            onClick={() => {
              if (!busy) onMakeDefault();
            }}
          >
            Make default<span className="visually-hidden"> {title}</span>
          </button>
        )}
        <DeleteAddressButton title={title} pending={busy} onConfirm={onDelete} />
      </div>
    </article>
  );
}
