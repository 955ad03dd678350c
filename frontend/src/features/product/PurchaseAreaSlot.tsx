import type { ProductDetail } from '@shop/contracts';
import type { Ref } from 'react';
import { PurchaseArea, type PurchaseProduct } from '../purchase/PurchaseArea';
import { UNAVAILABLE_MESSAGE } from './product-messages';

/**
 * The purchase area of docs/rules-checkout.md "Purchase area" (pots, delivery date, postcode check,
 * age check, add button) for an available product that is not a gift card; otherwise that it cannot
 * be bought.
 */
export function PurchaseAreaSlot({
  product,
  variantId = null,
  ref,
}: {
  product: PurchaseProduct & Pick<ProductDetail, 'available' | 'sku'>;
  /**
   * The chosen size, when the product has several (docs/rules-checkout.md "Calls": add takes its
   * id).
   */
  variantId?: number | null;
  ref?: Ref<HTMLElement>;
}) {
  const isGiftCard = product.sku === 'GIFTCARD';
  return (
    <section
      ref={ref}
      aria-label="Choose delivery"
      className="purchase-area"
      tabIndex={-1}
      data-testid="purchase-area"
    >
      {!product.available ? (
        <p className="purchase-area__text purchase-area__text--unavailable">
          {UNAVAILABLE_MESSAGE}
        </p>
      ) : (
        !isGiftCard && <PurchaseArea key={product.id} product={product} variantId={variantId} />
      )}
    </section>
  );
}
