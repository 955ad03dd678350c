import { formatOrdinalDate, formatPriceOrFree, type CheckoutOrder } from '@shop/contracts';
import { CheckoutSection } from './CheckoutSection';

/** The order's delivery date and method. */
export function DeliverySection({ order }: { order: CheckoutOrder }) {
  const delivery = order.orderDelivery;
  return (
    <CheckoutSection section="delivery" title="Delivery">
      <p className="checkout-section__text" data-testid="checkout-delivery-text">
        {delivery.date
          ? `${formatOrdinalDate(delivery.date)} by ${delivery.methodName}`
          : 'No delivery date chosen'}{' '}
        <span className="checkout-section__price">{formatPriceOrFree(delivery.price)}</span>
      </p>
    </CheckoutSection>
  );
}
