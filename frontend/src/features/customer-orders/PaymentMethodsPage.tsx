import type { SavedPaymentMethod } from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { paymentMethodsQueryOptions } from '../../api/customer-orders.queries';
import { errorText } from '../../api/error-text';
import { Spinner } from '../../ui/Spinner';
import { AccountPage } from '../account/AccountPage';
import './customer-orders.css';

/** `/account/payment-methods`: the cards saved with the payment provider, or why there are none. */
export function PaymentMethodsPage() {
  const cards = useQuery(paymentMethodsQueryOptions());
  return (
    <AccountPage title="Payment Methods" testId="payment-methods-page">
      {cards.isPending && <Spinner label="Loading your cards…" />}
      {cards.isError && (
        <p className="account-alert" role="alert" data-testid="payment-methods-error">
          {errorText(cards.error)}
        </p>
      )}
      {cards.data?.length === 0 && (
        <div className="payment-methods__empty" data-testid="payment-methods-empty">
          <p className="account-page__lead">You have no saved cards.</p>
          <p>
            You pay by card at checkout, and we never keep card details ourselves: any card saved
            for your account with our payment provider will show here.
          </p>
        </div>
      )}
      {cards.data && cards.data.length > 0 && (
        <ul className="account-list" data-testid="payment-methods">
          {cards.data.map((card) => (
            <SavedCard key={card.id} card={card} />
          ))}
        </ul>
      )}
    </AccountPage>
  );
}

function SavedCard({ card }: { card: SavedPaymentMethod }) {
  const expiry = `${String(card.expiryMonth).padStart(2, '0')}/${String(card.expiryYear).slice(-2)}`;
  return (
    <li className="account-list__item payment-card" data-testid={`payment-method-${card.id}`}>
      <h2 className="account-list__heading">
        {card.brand} ending {card.last4}
      </h2>
      <p>Expires {expiry}</p>
    </li>
  );
}
