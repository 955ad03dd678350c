import type { ProductDetail } from '@shop/contracts';
import { useEffect, useRef } from 'react';
import { pushEcommerce } from '../../analytics/data-layer';

/**
 * One view_item event per product viewed (docs/rules-storefront.md "Product page"), not per render
 * or size change.
 */
export function useViewItem(
  product: Pick<ProductDetail, 'id' | 'name' | 'discountedPrice' | 'distributorName'>,
) {
  const { id, name, discountedPrice, distributorName } = product;
  // Survives StrictMode's second effect run, so development counts like production.
  const sentFor = useRef<number | null>(null);
  useEffect(() => {
    if (sentFor.current === id) return;
    sentFor.current = id;
    pushEcommerce('view_item', [
      { id, name, price: discountedPrice, brand: distributorName, quantity: 1 },
    ]);
  }, [id, name, discountedPrice, distributorName]);
}
