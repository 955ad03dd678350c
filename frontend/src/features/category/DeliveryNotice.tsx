import { TruckIcon } from '../../ui/icons';
import './delivery-notice.css';

/**
 * The notification banner at the top of a category page (docs/rules-storefront.md
 * "What the shop offers", "Category pages").
 */
export function DeliveryNotice() {
  return (
    <div className="delivery-notice" data-testid="category-notification">
      <TruckIcon />
      <p className="delivery-notice__text">
        <strong>Next-day delivery</strong> when ordered by 5pm, with our 7-day freshness guarantee.
      </p>
    </div>
  );
}
