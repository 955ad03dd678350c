import { formatPence, PAYMENT_MESSAGES, type OrderCompleteResponse } from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect } from 'react';
import { errorText } from '../../api/error-text';
import { isNotFound, orderCompleteQueryOptions } from '../../api/orders.queries';
import { Spinner } from '../../ui/Spinner';
import { CompletedOrderCard } from './CompletedOrderCard';
import { pushPurchaseOnce } from './purchase-event';
import './order-complete.css';

/** `/order-complete`: the thank-you page of the session's last purchase. */
export function OrderCompletePage() {
  const { data, error } = useQuery(orderCompleteQueryOptions());
  return (
    <section className="order-complete" data-testid="order-complete-page">
      <title>Thank you for your order | Posy</title>
      {error ? (
        <NoPurchase message={isNotFound(error) ? PAYMENT_MESSAGES.noPurchase : errorText(error)} />
      ) : !data ? (
        <Spinner label="Loading your order…" />
      ) : (
        <ThankYou purchase={data} />
      )}
    </section>
  );
}

function NoPurchase({ message }: { message: string }) {
  return (
    <div className="order-complete__missing">
      <h1 className="order-complete__title">Order complete</h1>
      <p role="alert" data-testid="order-complete-missing">
        {message}
      </p>
      <Link to="/" className="button button--primary" data-testid="order-complete-home">
        Go to the homepage
      </Link>
    </div>
  );
}

function ThankYou({ purchase }: { purchase: OrderCompleteResponse }) {
  useEffect(() => {
    pushPurchaseOnce(purchase);
  }, [purchase]);
  const numbers = purchase.orders.map((order) => order.orderNumber);
  const hasDeliveries = purchase.orders.some((order) => !order.isGiftCard);

  return (
    <>
      <h1 className="order-complete__title">
        Thank you{purchase.customerName ? `, ${purchase.customerName}` : ''}!
      </h1>
      <p className="order-complete__lead" data-testid="order-complete-numbers">
        {numbers.length === 1 ? 'Your order number is ' : 'Your order numbers are '}
        <strong>{numbers.join(', ')}</strong>.
      </p>
      <div className="order-complete__layout">
        <div className="order-complete__main">
          <h2 className="order-complete__heading">
            Your {numbers.length === 1 ? 'order' : 'orders'}
          </h2>
          <ul className="order-complete__orders">
            {purchase.orders.map((order) => (
              <CompletedOrderCard key={order.orderNumber} order={order} />
            ))}
          </ul>
          <dl className="order-complete__totals" data-testid="order-complete-totals">
            <div>
              <dt>Total</dt>
              <dd>{formatPence(purchase.total)}</dd>
            </div>
            {purchase.pointsTotal > 0 && (
              <div data-testid="order-complete-points">
                <dt>Paid with Posy Points™</dt>
                <dd>{formatPence(purchase.pointsTotal)}</dd>
              </div>
            )}
            {purchase.giftCardTotal > 0 && (
              <div data-testid="order-complete-gift-card">
                <dt>Paid with gift card</dt>
                <dd>{formatPence(purchase.giftCardTotal)}</dd>
              </div>
            )}
            <div className="order-complete__paid" data-testid="order-complete-paid">
              <dt>Total paid by card</dt>
              <dd>{formatPence(purchase.totalToPay)}</dd>
            </div>
          </dl>
        </div>
        <aside className="order-complete__aside" aria-labelledby="order-complete-next">
          <h2 id="order-complete-next" className="order-complete__heading">
            What happens next
          </h2>
          <ol className="order-complete__steps" data-testid="order-complete-next">
            <li>We email a confirmation to {purchase.customerEmail}.</li>
            {hasDeliveries && <li>Your florist prepares your flowers for their delivery day.</li>}
            {hasDeliveries && <li>Track each delivery with its link on this page.</li>}
            {purchase.orders.some((order) => order.isGiftCard) && (
              <li>Gift cards are emailed to their recipients on the day you chose.</li>
            )}
          </ol>
          {purchase.questionnaireAnswered ? (
            <p data-testid="order-complete-questionnaire-done">
              Thank you for answering our questions.
            </p>
          ) : (
            <p>
              <Link to="/order-questionnaire" data-testid="order-complete-questionnaire">
                Tell us about your order
              </Link>{' '}
              – three quick questions.
            </p>
          )}
        </aside>
      </div>
    </>
  );
}
