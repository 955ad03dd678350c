import type { CompletedOrder } from '@shop/contracts';
import { formatPence, plainOrdinalDateWithYear } from '@shop/contracts';
import { Link } from '@tanstack/react-router';

/** One order of the purchase on the thank-you page: what, for whom, when, and how to track it. */
export function CompletedOrderCard({ order }: { order: CompletedOrder }) {
  return (
    <li className="completed-order" data-testid={`completed-order-${order.orderNumber}`}>
      <img className="completed-order__image" src={order.image} alt="" width="72" height="72" />
      <div className="completed-order__body">
        <h3 className="completed-order__title">
          <span data-testid="completed-order-product">{order.productName}</span>
          <span className="completed-order__number">Order {order.orderNumber}</span>
        </h3>
        {order.isGiftCard ? (
          <p data-testid="completed-order-email">
            Emailed to {order.recipientName} &lt;{order.recipientEmail}&gt;
            {order.sendDate ? ` on ${plainOrdinalDateWithYear(order.sendDate)}` : ' today'}
          </p>
        ) : (
          <>
            <p data-testid="completed-order-recipient">
              For {order.recipientName}, {order.postcode}
            </p>
            <p data-testid="completed-order-delivery">
              {order.deliveryDate
                ? `Delivery on ${plainOrdinalDateWithYear(order.deliveryDate)} by ${order.methodName}`
                : `Delivery by ${order.methodName}`}
            </p>
            <Link
              to="/tracking/$postcode/$trackingNumber"
              params={{ postcode: order.postcode, trackingNumber: order.trackingNumber }}
              className="completed-order__track"
              data-testid="completed-order-track"
            >
              Track order {order.orderNumber}
            </Link>
          </>
        )}
      </div>
      <p className="completed-order__total">{formatPence(order.total)}</p>
    </li>
  );
}
