import { formatWeekdayOrdinalDate, type ProductDetail } from '@shop/contracts';
import type { Ref } from 'react';
import { UNAVAILABLE_MESSAGE } from './product-messages';

/**
 * Where the purchase area of spec 000 §2 (calendar, pots, age check, add button) will go. Until
 * then it tells the shopper when the product can arrive, or that it cannot be bought.
 */
export function PurchaseAreaSlot({
  product,
  ref,
}: {
  product: Pick<ProductDetail, 'available' | 'earliestDeliveryDate'>;
  ref?: Ref<HTMLElement>;
}) {
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
        product.earliestDeliveryDate && (
          <p className="purchase-area__text" data-testid="purchase-area-delivery">
            Order now for delivery from {formatWeekdayOrdinalDate(product.earliestDeliveryDate)}
          </p>
        )
      )}
    </section>
  );
}
