import type { ListingProduct } from '@shop/contracts';
import { Link } from '@tanstack/react-router';
import { FavouriteButton } from '../favourites/FavouriteButton';
import { Price } from '../../ui/Price';
import { recordSelectItem } from './select-item';
import './product-card.css';

/** Listing images are 586px squares served at 285 (docs/rules-storefront.md "Constants"). */
export const LISTING_IMAGE_SIZE = 285;

/**
 * The product page's address. Typed as a plain string so the listing does not depend on the
 * product route's file; the router matches it like any other path.
 */
export function productPath(slug: string): string {
  return `/product/${encodeURIComponent(slug)}`;
}

/** A product in a listing grid: picking it records select_item and opens /product/{slug}. */
export function ProductCard({
  product,
  eager,
  first = false,
}: {
  product: ListingProduct;
  eager: boolean;
  /** The listing's first picture: the page's largest paint on a phone, fetched before others. */
  first?: boolean;
}) {
  return (
    <article
      className="product-card"
      data-testid="product-card"
      data-product-id={product.id}
      data-price={product.discountedPrice}
    >
      <Link
        to={productPath(product.slug)}
        className="product-card__link"
        onClick={() => recordSelectItem(product)}
        data-testid={`product-link-${product.slug}`}
      >
        <span className="product-card__image">
          <img
            src={product.imageSmall}
            alt={product.name}
            width={LISTING_IMAGE_SIZE}
            height={LISTING_IMAGE_SIZE}
            loading={eager ? 'eager' : 'lazy'}
            fetchPriority={first ? 'high' : undefined}
            decoding={first ? 'sync' : 'async'}
          />
        </span>
        <span className="product-card__name" data-testid="product-name">
          {product.name}
        </span>
        <Price
          price={product.price}
          discountedPrice={product.discountedPrice}
          discountAmount={product.discountAmount}
          priceLabel={product.priceLabel}
          className="product-card__price"
        />
      </Link>
      {/* A sibling of the link, not inside it: a button may not sit within an <a>. */}
      <div className="product-card__favourite">
        <FavouriteButton productId={product.id} productName={product.name} />
      </div>
    </article>
  );
}
