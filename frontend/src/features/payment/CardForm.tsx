import { useId, useState, type FormEvent, type InputHTMLAttributes } from 'react';
import {
  CARD_FIELDS,
  cardErrors,
  cardFieldError,
  EMPTY_CARD,
  formatCardNumber,
  formatExpiry,
  testCardToken,
  thisMonth,
  type CardField,
  type CardValues,
} from './card-rules';
import { PayButton, PaymentError } from './PayButton';
import { TestCardsHint } from './TestCardsHint';

const FIELDS: Record<
  CardField,
  { label: string } & Pick<
    InputHTMLAttributes<HTMLInputElement>,
    'autoComplete' | 'inputMode' | 'maxLength' | 'placeholder'
  >
> = {
  number: {
    label: 'Card number',
    autoComplete: 'cc-number',
    inputMode: 'numeric',
    maxLength: 23,
    placeholder: '1234 1234 1234 1234',
  },
  expiry: {
    label: 'Expiry date (MM / YY)',
    autoComplete: 'cc-exp',
    inputMode: 'numeric',
    maxLength: 7,
    placeholder: 'MM / YY',
  },
  cvc: { label: 'Security code (CVC)', autoComplete: 'cc-csc', inputMode: 'numeric', maxLength: 4 },
  name: { label: 'Name on card', autoComplete: 'cc-name' },
};

const FORMAT: Record<CardField, (value: string) => string> = {
  number: formatCardNumber,
  expiry: formatExpiry,
  cvc: (value) => value.replace(/\D/g, '').slice(0, 4),
  name: (value) => value,
};

/**
 * The test provider's card form: number, expiry, CVC and name, checked as each field is left
 * and on Pay. The number is sent as the test provider's token for it (never the digits).
 */
export function CardForm({
  amount,
  paying,
  error,
  onPay,
}: {
  amount: number;
  paying: boolean;
  error: string | null;
  onPay: (paymentMethod: string) => void;
}) {
  const formId = useId();
  const [values, setValues] = useState<CardValues>(EMPTY_CARD);
  const [touched, setTouched] = useState<Partial<Record<CardField, boolean>>>({});
  const inputId = (field: CardField) => `${formId}-${field}`;
  const errorOf = (field: CardField) =>
    touched[field] ? cardFieldError(field, values, thisMonth()) : null;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (paying) return;
    setTouched({ number: true, expiry: true, cvc: true, name: true });
    const errors = cardErrors(values, thisMonth());
    const firstInvalid = CARD_FIELDS.find((field) => errors[field]);
    if (firstInvalid) {
      document.getElementById(inputId(firstInvalid))?.focus();
      return;
    }
    const token = testCardToken(values.number);
    if (token) onPay(token);
  };

  return (
    <form
      className="payment-form card-form"
      noValidate
      aria-labelledby={`${formId}-title`}
      onSubmit={submit}
      data-testid="card-form"
    >
      <h2 id={`${formId}-title`} className="payment-form__title">
        Pay by card
      </h2>
      <p className="payment-form__notice" data-testid="test-payments-notice">
        This shop takes test payments: no real card is charged.
      </p>
      {CARD_FIELDS.map((field) => {
        const fieldError = errorOf(field);
        const { label, ...inputProps } = FIELDS[field];
        return (
          <div key={field} className={`card-form__field card-form__field--${field}`}>
            <label htmlFor={inputId(field)}>{label}</label>
            <input
              id={inputId(field)}
              name={field}
              type="text"
              spellCheck={false}
              value={values[field]}
              aria-invalid={fieldError !== null}
              aria-describedby={`${inputId(field)}-error`}
              data-testid={`card-${field}`}
              onChange={(event) =>
                setValues((old) => ({ ...old, [field]: FORMAT[field](event.target.value) }))
              }
              onBlur={() => setTouched((old) => ({ ...old, [field]: true }))}
              {...inputProps}
            />
            <p
              id={`${inputId(field)}-error`}
              className="card-form__field-error"
              role="alert"
              data-testid={`card-${field}-error`}
            >
              {fieldError}
            </p>
          </div>
        );
      })}
      <TestCardsHint />
      <PaymentError message={error} />
      <PayButton amount={amount} paying={paying} />
    </form>
  );
}
