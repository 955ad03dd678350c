import './payment-badges.css';

const METHODS = [
  { key: 'visa', label: 'Visa' },
  { key: 'mastercard', label: 'Mastercard' },
  { key: 'paypal', label: 'PayPal' },
  { key: 'apple-pay', label: 'Apple Pay' },
  { key: 'google-pay', label: 'Google Pay' },
] as const;

/** Accepted payment methods as text badges: nothing to download, readable by everyone. */
export function PaymentBadges({ testId }: { testId: string }) {
  return (
    <ul className="payment-badges" aria-label="Payment methods we accept" data-testid={testId}>
      {METHODS.map((method) => (
        <li
          key={method.key}
          className={`payment-badges__badge payment-badges__badge--${method.key}`}
          data-testid={`${testId}-${method.key}`}
        >
          {method.key === 'mastercard' && (
            <svg
              className="payment-badges__mark"
              viewBox="0 0 24 16"
              aria-hidden="true"
              focusable="false"
            >
              <circle cx="9" cy="8" r="6" fill="#eb001b" />
              <circle cx="15" cy="8" r="6" fill="#f79e1b" fillOpacity="0.85" />
            </svg>
          )}
          {method.label}
        </li>
      ))}
    </ul>
  );
}
