import type { ListingProduct } from '@shop/contracts';
import { pushEcommerce } from '../../analytics/data-layer';

/**
 * A shopper picked a product from a listing (docs/rules-storefront.md "Category pages", "Calls"):
 * one select_item event.
 */
export function recordSelectItem(product: ListingProduct): void {
  pushEcommerce('select_item', [
    {
      name: product.name,
      id: product.id,
      // The price the shopper would pay: the discounted one, which equals `price` without a discount.
      price: product.discountedPrice,
      brand: product.distributorName,
      quantity: 1,
    },
  ]);
}
