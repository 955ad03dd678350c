import { formatPence, listedInWords, type AccountOrderDetails } from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { accountOrderQueryOptions } from '../../api/customer-orders.queries';
import { errorText } from '../../api/error-text';
import { isNotFound } from '../../api/orders.queries';
import { Spinner } from '../../ui/Spinner';
import { AccountPage } from '../account/AccountPage';
import { TrackingTimeline } from '../tracking/TrackingTimeline';
import { londonDayOf } from '../../ui/london-day';
import { arrivalOf, statusOf } from './order-facts';
import '../tracking/tracking.css';
import './customer-orders.css';
import { accountPath } from '../account/account-paths';

export const ORDER_NOT_FOUND =
  "Sorry, we couldn't find that order in your account. It may have been placed without signing in.";

/** `/account/order-details/:orderId`: one of the customer's orders in full. */
export function OrderDetailsPage({ orderId }: { orderId: string }) {
  const order = useQuery(accountOrderQueryOptions(orderId));
  return (
    <AccountPage title={`Order ${orderId}`} testId="order-details-page">
      {order.isPending && <Spinner label="Loading your order…" />}
      {order.isError && (
        <div className="order-details__missing">
          <p className="account-alert" role="alert" data-testid="order-details-error">
            {isNotFound(order.error) ? ORDER_NOT_FOUND : errorText(order.error)}
          </p>
          <Link to={accountPath('order-history')}>Back to your orders</Link>
        </div>
      )}
      {order.data && <OrderInFull order={order.data} />}
    </AccountPage>
  );
}

function OrderInFull({ order }: { order: AccountOrderDetails }) {
  return (
    <div className="order-details" data-testid="order-details">
      <dl className="account-summary" data-testid="order-details-facts">
        <div>
          <dt>Ordered</dt>
          <dd>{londonDayOf(order.placedAt)}</dd>
        </div>
        <div>
          <dt>Status</dt>
          <dd data-testid="order-details-status">{statusOf(order)}</dd>
        </div>
        <div>
          <dt>{order.isGiftCard ? 'Sent' : 'Delivery'}</dt>
          <dd>{arrivalOf(order)}</dd>
        </div>
      </dl>

      <section className="order-details__section" aria-labelledby="order-items-title">
        <h2 id="order-items-title" className="order-details__heading">
          What you ordered
        </h2>
        <ul className="order-details__items" data-testid="order-details-items">
          {order.items.map((item, index) => (
            <li key={`${item.name}-${index}`} className="order-details__item">
              <img src={item.image} alt="" width="56" height="56" />
              <span className="order-details__item-name">{item.name}</span>
              <span className="order-details__item-price">
                {item.priceBeforeDiscount !== null && (
                  <s className="order-details__was">
                    <span className="visually-hidden">Before the discount </span>
                    {formatPence(item.priceBeforeDiscount)}
                  </s>
                )}{' '}
                {formatPence(item.price)}
              </span>
            </li>
          ))}
        </ul>
        {order.cardMessage && (
          <figure className="order-details__message">
            <figcaption>Your card message</figcaption>
            <blockquote data-testid="order-details-message">{order.cardMessage}</blockquote>
          </figure>
        )}
      </section>

      {order.address && order.delivery && (
        <section className="order-details__section" aria-labelledby="order-delivery-title">
          <h2 id="order-delivery-title" className="order-details__heading">
            Delivery
          </h2>
          <address className="order-details__address" data-testid="order-details-address">
            {[
              order.address.recipientName,
              order.address.addressLine1,
              order.address.addressLine2,
              order.address.addressLine3,
              order.address.town,
              order.address.postcode,
            ]
              .filter((line) => line.trim() !== '')
              .map((line, index) => (
                <span key={index}>{line}</span>
              ))}
          </address>
          <p data-testid="order-details-delivery">
            {arrivalOf(order)} by {order.delivery.methodName}
          </p>
          <Link
            to="/tracking/$postcode/$trackingNumber"
            params={{ postcode: order.postcode, trackingNumber: order.trackingNumber }}
            data-testid="order-details-track"
          >
            Track this order ({order.trackingNumber})
          </Link>
        </section>
      )}

      {order.giftCardRecipient && (
        <section className="order-details__section" aria-labelledby="order-gift-title">
          <h2 id="order-gift-title" className="order-details__heading">
            Gift card
          </h2>
          <p data-testid="order-details-gift-card">
            Emailed to {order.giftCardRecipient.name} &lt;{order.giftCardRecipient.email}&gt;
          </p>
        </section>
      )}

      <section className="order-details__section" aria-labelledby="order-prices-title">
        <h2 id="order-prices-title" className="order-details__heading">
          Prices and payment
        </h2>
        <dl className="order-details__prices" data-testid="order-details-prices">
          <div>
            <dt>Items</dt>
            <dd>{formatPence(order.prices.subtotal)}</dd>
          </div>
          {!order.isGiftCard && (
            <div>
              <dt>Delivery</dt>
              <dd>{formatPence(order.prices.delivery)}</dd>
            </div>
          )}
          {order.prices.discount > 0 && (
            <div>
              <dt>Discount{order.discountCode ? ` (${order.discountCode})` : ''}</dt>
              <dd>−{formatPence(order.prices.discount)}</dd>
            </div>
          )}
          <div className="order-details__total">
            <dt>Order total</dt>
            <dd>{formatPence(order.prices.total)}</dd>
          </div>
        </dl>
        <p data-testid="order-details-payment">{paymentWords(order.payment, order.orderNumber)}</p>
      </section>

      {order.timeline.length > 0 && (
        <TrackingTimeline steps={order.timeline} current={order.status} />
      )}
      <Link to={accountPath('order-history')} data-testid="order-details-back">
        Back to your orders
      </Link>
    </div>
  );
}

/** What the purchase paid, by card, gift card and Posy Points, and with which other orders. */
export function paymentWords(payment: AccountOrderDetails['payment'], orderNumber: string): string {
  // In the order the checkout takes them: the points first, then the gift card, the card last.
  const paid = [
    payment.paidByPoints > 0 ? `${formatPence(payment.paidByPoints)} in Posy Points™` : null,
    payment.paidByGiftCard > 0 ? `${formatPence(payment.paidByGiftCard)} by gift card` : null,
    payment.paidByCard > 0 ? `${formatPence(payment.paidByCard)} by card` : null,
  ].filter((part): part is string => part !== null);
  const how = paid.length > 0 ? listedInWords(paid) : formatPence(0);
  const others = payment.orderNumbers.filter((number) => number !== orderNumber);
  if (others.length === 0) return `Paid ${how}.`;
  const with_ = `order${others.length > 1 ? 's' : ''} ${others.join(', ')}`;
  return `Paid together with ${with_}: ${how}, ${formatPence(payment.purchaseTotal)} in all.`;
}
