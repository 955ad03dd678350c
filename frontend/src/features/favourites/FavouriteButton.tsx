import { favourites, useFavouriteIds } from './favourites-store';
import './favourite-button.css';

/**
 * The heart on a product: toggles its id in the favourites list (docs/rules-storefront.md
 * "Header, navigation and favourites").
 */
export function FavouriteButton({
  productId,
  productName,
}: {
  productId: number;
  productName: string;
}) {
  const isFavourite = useFavouriteIds().includes(productId);
  return (
    <button
      type="button"
      className="favourite-button"
      aria-pressed={isFavourite}
      aria-label={
        isFavourite ? `Remove ${productName} from favourites` : `Add ${productName} to favourites`
      }
      data-testid={`favourite-toggle-${productId}`}
      onClick={(event) => {
        // The heart sits on product cards that are links themselves.
        event.preventDefault();
        event.stopPropagation();
        favourites.toggle(productId);
      }}
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <path
          d="M12 20.5s-7.5-4.6-7.5-10.1A4.4 4.4 0 0 1 12 7.6a4.4 4.4 0 0 1 7.5 2.8c0 5.5-7.5 10.1-7.5 10.1Z"
          fill={isFavourite ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );
}
