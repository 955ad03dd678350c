import { formatPence, type AccountOrderSummary } from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { accountOrdersQueryOptions } from '../../api/customer-orders.queries';
import { errorText } from '../../api/error-text';
import { Spinner } from '../../ui/Spinner';
import { AccountPage } from '../account/AccountPage';
import { londonDayOf } from '../../ui/london-day';
import { arrivalOf, statusOf } from './order-facts';
import './customer-orders.css';
import { accountPath } from '../account/account-paths';

/** `/account/order-history`: the customer's orders, newest first, each to view and to track. */
export function OrderHistoryPage() {
  const orders = useQuery(accountOrdersQueryOptions());
  return (
    <AccountPage title="Order History" testId="order-history-page">
      {orders.isPending && <Spinner label="Loading your orders…" />}
      {orders.isError && (
        <p className="account-alert" role="alert" data-testid="order-history-error">
          {errorText(orders.error)}
        </p>
      )}
      {orders.data?.length === 0 && (
        <p className="account-page__lead" data-testid="order-history-empty">
          You have not ordered anything while signed in yet.{' '}
          <Link to="/">Find something lovely to send</Link>
        </p>
      )}
      {orders.data && orders.data.length > 0 && (
        <ul className="order-history" data-testid="order-history">
          {orders.data.map((order) => (
            <OrderHistoryItem key={order.orderNumber} order={order} />
          ))}
        </ul>
      )}
    </AccountPage>
  );
}

function OrderHistoryItem({ order }: { order: AccountOrderSummary }) {
  return (
    <li className="order-card" data-testid={`order-history-${order.orderNumber}`}>
      <img className="order-card__image" src={order.image} alt="" width="80" height="80" />
      <div className="order-card__body">
        <h2 className="order-card__title">
          <span data-testid="order-history-product">{order.productName}</span>
          <span className="order-card__number">Order {order.orderNumber}</span>
        </h2>
        <dl className="order-card__facts">
          <div>
            <dt>Ordered</dt>
            <dd>{londonDayOf(order.placedAt)}</dd>
          </div>
          <div>
            <dt>For</dt>
            <dd data-testid="order-history-recipient">{order.recipientName}</dd>
          </div>
          <div>
            <dt>{order.isGiftCard ? 'Sent' : 'Delivery'}</dt>
            <dd data-testid="order-history-arrival">{arrivalOf(order)}</dd>
          </div>
          <div>
            <dt>Status</dt>
            <dd data-testid="order-history-status">{statusOf(order)}</dd>
          </div>
          <div>
            <dt>Total</dt>
            <dd data-testid="order-history-total">{formatPence(order.total)}</dd>
          </div>
        </dl>
        <p className="order-card__links">
          <Link
            to={accountPath(`order-details/${encodeURIComponent(order.orderNumber)}`)}
            className="button button--primary order-card__link"
            aria-label={`View order ${order.orderNumber}`}
            data-testid="order-history-view"
          >
            View order
          </Link>
          {!order.isGiftCard && (
            <Link
              to="/tracking/$postcode/$trackingNumber"
              params={{ postcode: order.postcode, trackingNumber: order.trackingNumber }}
              className="button button--secondary order-card__link"
              aria-label={`Track order ${order.orderNumber}`}
              data-testid="order-history-track"
            >
              Track
            </Link>
          )}
        </p>
      </div>
    </li>
  );
}
