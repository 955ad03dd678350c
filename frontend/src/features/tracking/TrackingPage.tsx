import {
  TRACKING_MESSAGES,
  type TrackingResponse,
  plainOrdinalDateWithYear,
} from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { errorText } from '../../api/error-text';
import { isNotFound, trackingQueryOptions } from '../../api/orders.queries';
import { Spinner } from '../../ui/Spinner';
import { TrackingTimeline } from './TrackingTimeline';
import './tracking.css';

/**
 * `/tracking/:postcode/:trackingNumber`: where the order is on its way (docs/rules-storefront.md
 * "Routes").
 */
export function TrackingPage({
  postcode,
  trackingNumber,
}: {
  postcode: string;
  trackingNumber: string;
}) {
  const { data, error } = useQuery(trackingQueryOptions(postcode, trackingNumber));
  return (
    <section className="tracking" aria-labelledby="tracking-title" data-testid="tracking-page">
      <title>Track your order | Posy</title>
      <h1 id="tracking-title" className="tracking__title">
        Track your order
      </h1>
      {error ? (
        <div className="tracking__missing">
          <p role="alert" data-testid="tracking-error">
            {isNotFound(error) ? TRACKING_MESSAGES.notFound : errorText(error)}
          </p>
          <Link to="/">Go to the homepage</Link>
        </div>
      ) : !data ? (
        <Spinner label="Loading your order…" />
      ) : (
        <TrackedOrder order={data} />
      )}
    </section>
  );
}

function TrackedOrder({ order }: { order: TrackingResponse }) {
  return (
    <div className="tracking__layout">
      <div className="tracking__order">
        <img className="tracking__image" src={order.image} alt="" width="96" height="96" />
        <dl className="tracking__facts" data-testid="tracking-facts">
          <div>
            <dt>Order number</dt>
            <dd data-testid="tracking-order-number">{order.orderNumber}</dd>
          </div>
          <div>
            <dt>Product</dt>
            <dd data-testid="tracking-product">{order.productName}</dd>
          </div>
          <div>
            <dt>Recipient</dt>
            <dd data-testid="tracking-recipient">
              {order.recipientName}, {order.postcode}
            </dd>
          </div>
          <div>
            <dt>Delivery</dt>
            <dd data-testid="tracking-delivery">
              {order.deliveryDate
                ? `${plainOrdinalDateWithYear(order.deliveryDate)} by ${order.methodName}`
                : order.methodName}
            </dd>
          </div>
        </dl>
      </div>
      <TrackingTimeline steps={order.timeline} current={order.status} />
    </div>
  );
}
