import { formatPence, type CheckoutState, type PayRequest } from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { errorText } from '../../api/error-text';
import { paymentConfigQueryOptions } from '../../api/payment.queries';
import { InlineSpinner } from '../../ui/InlineSpinner';
import { DiscountBox } from '../discount/DiscountBox';
import { PointsPanel } from '../points/PointsPanel';
import { CardForm } from './CardForm';
import { GiftCardBox } from './GiftCardBox';
import { PayButton, PaymentError } from './PayButton';
import { PaymentTotals } from './PaymentTotals';
import { StripeCardForm } from './StripeCardForm';
import { addPaymentInfoEvent, checkoutPaymentType } from '../../analytics/checkout-events';
import { pushGa4Event } from '../../analytics/data-layer';
import { usePayment } from './use-payment';
import './payment.css';

export const STRIPE_UNAVAILABLE =
  'Card payments are not available right now. Please try again later.';

/**
 * The paying half of /payment: the discount code, Posy Points, the gift card, the totals, and the
 * way to pay what is left: the test provider's card form, Stripe's Payment Element, or, when a
 * gift card covers everything, 'Pay with gift card'.
 */
export function PaymentPanel({
  state,
  onNotReady,
}: {
  state: CheckoutState;
  onNotReady: () => void;
}) {
  const payment = usePayment({ onNotReady });
  const { totalToPay } = state.purchase;
  const pay = (body: PayRequest) => {
    // GA4 add_payment_info: the shopper sent their payment details (the feed mirrors it).
    if (!payment.paying) pushGa4Event(addPaymentInfoEvent(state, checkoutPaymentType(state)));
    return payment.submit(body);
  };

  return (
    <div className="payment-panel" data-testid="payment-panel">
      {/* Business customers see no discount panel (docs/rules-checkout.md "Shoppers"). */}
      {!state.customer.businessCustomer && <DiscountBox locked={payment.paying} />}
      <PointsPanel state={state} locked={payment.paying} />
      <GiftCardBox state={state} locked={payment.paying} />
      <PaymentTotals state={state} />
      {totalToPay === 0 ? (
        <GiftCardPayForm
          covers={whoPays(state)}
          paying={payment.paying}
          error={payment.error}
          onPay={() => void pay({ paymentMethod: 'gift_card' })}
        />
      ) : (
        <CardPayment
          amount={totalToPay}
          paying={payment.paying}
          error={payment.error}
          onPay={(paymentMethod) => pay({ paymentMethod })}
        />
      )}
    </div>
  );
}

function CardPayment({
  amount,
  paying,
  error,
  onPay,
}: {
  amount: number;
  paying: boolean;
  error: string | null;
  onPay: (paymentMethod: string) => ReturnType<ReturnType<typeof usePayment>['submit']>;
}) {
  const config = useQuery(paymentConfigQueryOptions());
  if (config.error) {
    return (
      <p className="payment-form__error" role="alert" data-testid="payment-config-error">
        {errorText(config.error)}
      </p>
    );
  }
  if (!config.data) {
    return (
      <p className="payment-panel__loading" role="status">
        <InlineSpinner /> Loading the card form…
      </p>
    );
  }
  if (config.data.provider === 'stripe') {
    return config.data.publishableKey ? (
      <StripeCardForm
        publishableKey={config.data.publishableKey}
        amount={amount}
        paying={paying}
        error={error}
        onPay={onPay}
      />
    ) : (
      <p className="payment-form__error" role="alert" data-testid="payment-config-error">
        {STRIPE_UNAVAILABLE}
      </p>
    );
  }
  return <CardForm amount={amount} paying={paying} error={error} onPay={(m) => void onPay(m)} />;
}

/** Who pays when nothing is left for a card: the gift card, the points, both, or nobody. */
function whoPays(state: CheckoutState): keyof typeof NO_CARD_WORDS {
  const giftCard = state.purchase.giftCardTotal > 0;
  const points = state.pointsRedeemed > 0;
  if (giftCard && points) return 'points and gift card';
  if (giftCard) return 'gift card';
  return points ? 'points' : 'nothing';
}

/** Who covers the purchase when no card is needed, and its button. */
const NO_CARD_WORDS = {
  'gift card': { covers: 'Your gift card covers', button: 'Pay with gift card' },
  points: { covers: 'Your Posy Points™ cover', button: 'Pay with Posy Points™' },
  'points and gift card': {
    covers: 'Your Posy Points™ and gift card cover',
    button: 'Pay with Posy Points™ and gift card',
  },
  // A discount code took it all off.
  nothing: { covers: null, button: 'Place order' },
} as const;

/** What the form says: who covers it all, or that there is nothing to pay. */
const noCardNotice = ({ covers }: (typeof NO_CARD_WORDS)[keyof typeof NO_CARD_WORDS]) =>
  covers
    ? `${covers} the whole purchase: there is ${formatPence(0)} left to pay by card.`
    : 'There is nothing to pay for this purchase.';

/**
 * Nothing left for a card to pay: the gift card (with any points) or the points pay it all, or
 * the purchase is free.
 */
function GiftCardPayForm({
  covers,
  paying,
  error,
  onPay,
}: {
  covers: keyof typeof NO_CARD_WORDS;
  paying: boolean;
  error: string | null;
  onPay: () => void;
}) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!paying) onPay();
  };
  const words = NO_CARD_WORDS[covers];
  return (
    <form className="payment-form" onSubmit={submit} data-testid="gift-card-pay-form">
      <p className="payment-form__notice">{noCardNotice(words)}</p>
      <PaymentError message={error} />
      <PayButton amount={0} label={words.button} paying={paying} testId="pay-with-gift-card" />
    </form>
  );
}
