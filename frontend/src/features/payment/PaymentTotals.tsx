import { formatPence, PENCE_PER_POINT, type CheckoutState } from '@shop/contracts';
import { PriceBeforeDiscount, SavedLine } from '../discount/SavedLine';

/**
 * The purchase's total, what Posy Points and the gift card take off, and what is left to pay;
 * with a discount code taking something off, the subtotal before it struck through and what the
 * code saved (points are a row of their own, not a saving of the code's).
 */
export function PaymentTotals({ state }: { state: CheckoutState }) {
  const { total, giftCardTotal, totalToPay, orders } = state.purchase;
  const subtotal = orders.reduce((sum, order) => sum + order.originalPrice, 0);
  // Points pay for part of the purchase, as a gift card does: they come off what is left to pay,
  // not off the purchase's total.
  const pointsOff = state.pointsRedeemed * PENCE_PER_POINT;
  return (
    <>
      <dl className="payment-totals" data-testid="payment-totals">
        {subtotal > total && (
          <div className="payment-totals__row">
            <dt>Subtotal</dt>
            <dd>
              <PriceBeforeDiscount value={formatPence(subtotal)} testId="payment-subtotal" />
            </dd>
          </div>
        )}
        <div className="payment-totals__row">
          <dt>Total</dt>
          <dd data-testid="payment-purchase-total">{formatPence(total)}</dd>
        </div>
        {pointsOff > 0 && (
          <div className="payment-totals__row">
            <dt>Posy Points™</dt>
            <dd data-testid="payment-points-total">−{formatPence(pointsOff)}</dd>
          </div>
        )}
        {giftCardTotal > 0 && (
          <div className="payment-totals__row">
            <dt>Gift card</dt>
            <dd data-testid="payment-gift-card-total">−{formatPence(giftCardTotal)}</dd>
          </div>
        )}
        <div
          className="payment-totals__row payment-totals__row--strong"
          data-testid="payment-total"
        >
          <dt>Total to pay</dt>
          <dd data-testid="payment-to-pay">{formatPence(totalToPay)}</dd>
        </div>
      </dl>
      <SavedLine amount={subtotal - total} />
    </>
  );
}
