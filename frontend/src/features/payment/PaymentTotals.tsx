import { formatPence, type CheckoutState } from '@shop/contracts';

/** The purchase's total, what the gift card takes off, and what is left to pay. */
export function PaymentTotals({ state }: { state: CheckoutState }) {
  const { total, giftCardTotal, totalToPay } = state.purchase;
  return (
    <dl className="payment-totals" data-testid="payment-totals">
      <div className="payment-totals__row">
        <dt>Total</dt>
        <dd data-testid="payment-purchase-total">{formatPence(total)}</dd>
      </div>
      {giftCardTotal > 0 && (
        <div className="payment-totals__row">
          <dt>Gift card</dt>
          <dd data-testid="payment-gift-card-total">−{formatPence(giftCardTotal)}</dd>
        </div>
      )}
      <div className="payment-totals__row payment-totals__row--strong" data-testid="payment-total">
        <dt>Total to pay</dt>
        <dd data-testid="payment-to-pay">{formatPence(totalToPay)}</dd>
      </div>
    </dl>
  );
}
