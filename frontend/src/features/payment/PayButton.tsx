import { formatPence } from '@shop/contracts';
import { InlineSpinner } from '../../ui/InlineSpinner';

/**
 * The form's submit button: 'Pay £50.25' (or another label), disabled with a spinner while the
 * payment is on its way (and, without a spinner, until the form can take a payment), and a
 * polite status line for screen readers.
 */
export function PayButton({
  amount,
  label,
  paying,
  ready = true,
  testId = 'pay-button',
}: {
  amount: number;
  label?: string;
  paying: boolean;
  /** False while the form cannot take a payment yet (Stripe's card form still loading). */
  ready?: boolean;
  testId?: string;
}) {
  return (
    <div className="pay-button">
      <button
        type="submit"
        className="button button--primary pay-button__button"
        disabled={paying || !ready}
        aria-busy={paying}
        data-testid={testId}
      >
        {paying && <InlineSpinner />}
        <span>{label ?? `Pay ${formatPence(amount)}`}</span>
      </button>
      <p className="visually-hidden" role="status" data-testid="pay-status">
        {paying ? 'Taking your payment…' : ''}
      </p>
    </div>
  );
}

/** A refusal of the payment, inside the form that sent it. */
export function PaymentError({ message }: { message: string | null }) {
  return (
    <p className="payment-form__error" role="alert" data-testid="payment-error">
      {message}
    </p>
  );
}
