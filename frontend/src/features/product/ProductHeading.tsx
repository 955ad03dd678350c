import type { ProductDetail } from '@shop/contracts';
import { FavouriteButton } from '../favourites/FavouriteButton';
import { Price } from '../../ui/Price';

/**
 * Name, price and the favourite heart. Once the shopper has picked a size the exact price is
 * known, so a "From …" price label no longer stands in for it.
 */
export function ProductHeading({
  product,
  favouriteId,
  exactPrice,
}: {
  product: ProductDetail;
  favouriteId: number;
  exactPrice: boolean;
}) {
  return (
    <div className="product-heading">
      <div className="product-heading__title-row">
        <h1 className="product-heading__name" data-testid="product-name">
          {product.name}
        </h1>
        <FavouriteButton productId={favouriteId} productName={product.name} />
      </div>
      <p className="product-heading__price" data-testid="product-price">
        <Price
          price={product.price}
          discountedPrice={product.discountedPrice}
          discountAmount={product.discountAmount}
          priceLabel={exactPrice ? null : product.priceLabel}
        />
      </p>
    </div>
  );
}
