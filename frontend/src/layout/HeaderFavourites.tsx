import { lazy, Suspense, useState } from 'react';
import { useFavouriteIds } from '../features/favourites/favourites-store';

const loadOverlay = () => import('../features/favourites/FavouritesOverlay');

// The overlay, its tabs and its styles load on the first hover, focus or click of the heart.
const FavouritesOverlay = lazy(() =>
  loadOverlay().then((module) => ({ default: module.FavouritesOverlay })),
);

const preloadOverlay = () => {
  // A failed early fetch is retried by the click, where an error can be shown.
  loadOverlay().catch(() => undefined);
};

/**
 * The header's heart: the number of favourites, opening the favourites overlay
 * (docs/rules-storefront.md "Header, navigation and favourites").
 */
export function HeaderFavourites() {
  const count = useFavouriteIds().length;
  const [open, setOpen] = useState(false);
  // Stays mounted once opened, so the dialog can close itself and give focus back to the heart.
  const [opened, setOpened] = useState(false);

  return (
    // Escape inside the overlay is the overlay's own; the header's menu stays as it was.
    <div
      className="header-favourites"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) event.stopPropagation();
      }}
    >
      <button
        type="button"
        className="header-favourites__button"
        aria-haspopup="dialog"
        aria-label={`Favourites (${count})`}
        data-testid="header-favourites"
        onPointerEnter={preloadOverlay}
        onFocus={preloadOverlay}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
          <path
            d="M12 20.5s-7.5-4.6-7.5-10.1A4.4 4.4 0 0 1 12 7.6a4.4 4.4 0 0 1 7.5 2.8c0 5.5-7.5 10.1-7.5 10.1Z"
            fill={count > 0 ? 'currentColor' : 'none'}
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinejoin="round"
          />
        </svg>
        {count > 0 && (
          <span
            className="header-favourites__count"
            aria-hidden="true"
            data-testid="header-favourites-count"
          >
            {count > 99 ? '99+' : count}
          </span>
        )}
      </button>
      {opened && (
        <Suspense fallback={null}>
          <FavouritesOverlay open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}
