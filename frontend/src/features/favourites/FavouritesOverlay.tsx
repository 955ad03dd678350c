import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { favouritesQueryOptions } from '../../api/catalogue.queries';
import { Modal } from '../../ui/Modal';
import { favourites, useFavouriteIds } from './favourites-store';
import { FavouritesTabs } from './FavouritesTabs';
import './favourites-overlay.css';

export const CLEAR_QUESTION = 'Are you sure you wish to clear your favourites?';

/**
 * The header heart's overlay (docs/rules-storefront.md "Header, navigation and favourites"):
 * favourites by tab, each removable, and Clear All behind a Yes / Cancel question. Products are
 * asked for only when there are ids; a removal shows at once, from the list already on screen,
 * while the shorter list is fetched.
 */
export function FavouritesOverlay({ open, onClose }: { open: boolean; onClose: () => void }) {
  const ids = useFavouriteIds();
  const query = useQuery({ ...favouritesQueryOptions(ids), placeholderData: keepPreviousData });
  const [confirming, setConfirming] = useState(false);
  const body = useRef<HTMLDivElement>(null);
  const focusTabAfterClear = useRef(false);

  // Runs after the question's dialog has closed and handed focus back to Clear All, which is
  // gone by then: the selected tab takes focus instead.
  useEffect(() => {
    if (!focusTabAfterClear.current || confirming) return;
    focusTabAfterClear.current = false;
    body.current?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]')?.focus();
  });

  const clearAll = () => {
    favourites.clear();
    focusTabAfterClear.current = true;
    setConfirming(false);
  };

  const hasIds = ids.length > 0;
  const products = hasIds ? (query.data ?? []).filter((product) => ids.includes(product.id)) : [];

  return (
    <>
      <Modal
        open={open}
        onClose={onClose}
        title="Favourites"
        testId="favourites-overlay"
        variant="sheet"
      >
        <div ref={body} className="favourites-overlay">
          {hasIds && query.isPending ? (
            <p className="favourites-overlay__status" role="status">
              Loading your favourites…
            </p>
          ) : hasIds && query.isError && !query.data ? (
            <div className="favourites-overlay__error" role="alert">
              <p>{query.error.message}</p>
              <button
                type="button"
                className="button button--secondary"
                onClick={() => void query.refetch()}
              >
                Try again
              </button>
            </div>
          ) : (
            <FavouritesTabs products={products} onLeave={onClose} />
          )}
          {hasIds && (
            <div className="favourites-overlay__footer">
              <button
                type="button"
                className="favourites-overlay__clear"
                data-testid="favourites-clear-all"
                onClick={() => setConfirming(true)}
              >
                Clear All
              </button>
            </div>
          )}
        </div>
      </Modal>
      {/* A sibling, not a child: the browser stacks it on top, and its Escape stays its own. */}
      <Modal
        open={open && confirming}
        onClose={() => setConfirming(false)}
        title="Clear favourites"
        testId="favourites-confirm"
      >
        <p className="favourites-confirm__question" data-testid="favourites-confirm-question">
          {CLEAR_QUESTION}
        </p>
        <div className="favourites-confirm__actions">
          <button
            type="button"
            className="button button--primary"
            data-testid="favourites-confirm-yes"
            onClick={clearAll}
          >
            Yes
          </button>
          <button
            type="button"
            className="button button--secondary"
            data-testid="favourites-confirm-cancel"
            onClick={() => setConfirming(false)}
          >
            Cancel
          </button>
        </div>
      </Modal>
    </>
  );
}
