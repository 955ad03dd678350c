import {
  formatGiftCardCode,
  formatPence,
  GIFT_CARD_MESSAGES,
  normaliseGiftCardCode,
  type GiftCardBalanceResponse,
  plainOrdinalDateWithYear,
} from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { errorText } from '../../api/error-text';
import { giftCardBalanceQueryOptions } from '../../api/gift-card.queries';
import { isRequestError } from '../../http/request-error';
import { InlineSpinner } from '../../ui/InlineSpinner';
import { useKeepTypedValue } from '../../ui/use-keep-typed-value';
import './gift-card-check.css';

export const CHECK_CODE_MISSING = 'Please enter your gift card code.';

/** `/gift-card` (Check a Gift Card): a code in, its balance and expiry out. */
export function GiftCardCheckPage() {
  const id = useId();
  const [input, setInput] = useState('');
  const [code, setCode] = useState<string | null>(null);
  const [inputError, setInputError] = useState<string | null>(null);
  const keepTyped = useKeepTypedValue(setInput);
  const balance = useQuery({ ...giftCardBalanceQueryOptions(code ?? ''), enabled: code !== null });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (input.trim() === '') return setInputError(CHECK_CODE_MISSING);
    const normalised = normaliseGiftCardCode(input);
    if (!normalised) return setInputError(GIFT_CARD_MESSAGES.notFound);
    setInputError(null);
    if (normalised === code) void balance.refetch();
    else setCode(normalised);
  };

  const error =
    inputError ??
    (balance.error
      ? isRequestError(balance.error) && balance.error.status === 404
        ? GIFT_CARD_MESSAGES.notFound
        : errorText(balance.error)
      : null);

  return (
    <section
      className="gift-card-check"
      aria-labelledby={`${id}-title`}
      data-testid="gift-card-check-page"
    >
      <title>Check a Gift Card | Posy</title>
      <h1 id={`${id}-title`} className="gift-card-check__title">
        Check a Gift Card
      </h1>
      <p>Enter the 16-character code from your gift card email to see what is left to spend.</p>
      <form className="gift-card-check__form" noValidate onSubmit={submit}>
        <label htmlFor={`${id}-code`}>Gift card code</label>
        <div className="gift-card-check__row">
          <input
            id={`${id}-code`}
            name="code"
            ref={keepTyped}
            value={input}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={24}
            placeholder="ABCD-EFGH-JKLM-NPQR"
            aria-invalid={error !== null}
            aria-describedby={`${id}-error`}
            onChange={(event) => {
              setInput(event.target.value);
              setInputError(null);
            }}
            data-testid="gift-card-check-code"
          />
          <button
            type="submit"
            className="button button--primary"
            disabled={balance.isFetching}
            data-testid="gift-card-check-submit"
          >
            {balance.isFetching && <InlineSpinner />}
            Check balance
          </button>
        </div>
        <p
          id={`${id}-error`}
          className="gift-card-check__error"
          role="alert"
          data-testid="gift-card-check-error"
        >
          {error}
        </p>
      </form>
      {!error && balance.data && !balance.isFetching && <BalanceResult card={balance.data} />}
    </section>
  );
}

function BalanceResult({ card }: { card: GiftCardBalanceResponse }) {
  return (
    <div className="gift-card-check__result" role="status" data-testid="gift-card-check-result">
      <p className="gift-card-check__code">Gift card {formatGiftCardCode(card.code)}</p>
      <p className="gift-card-check__balance" data-testid="gift-card-check-balance">
        Balance: <strong>{formatPence(card.balance)}</strong>
      </p>
      <p data-testid="gift-card-check-expiry">
        {card.expired ? card.message : `Spend it by ${plainOrdinalDateWithYear(card.expiresOn)}.`}
      </p>
    </div>
  );
}
