import {
  formatGiftCardCode,
  formatPence,
  GIFT_CARD_MESSAGES,
  normaliseGiftCardCode,
  type CheckoutState,
} from '@shop/contracts';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { errorText } from '../../api/error-text';
import { useApplyGiftCard, useRemoveGiftCard } from '../../api/payment.queries';
import { InlineSpinner } from '../../ui/InlineSpinner';

export const GIFT_CARD_CODE_MISSING = 'Please enter your gift card code.';

/**
 * The gift card entry of /payment: a code to apply, or the card applied with what it takes off,
 * what is left on it afterwards, and Remove. Locked while a payment is on its way.
 */
export function GiftCardBox({ state, locked }: { state: CheckoutState; locked: boolean }) {
  const id = useId();
  const apply = useApplyGiftCard();
  const remove = useRemoveGiftCard();
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const appliedRef = useRef<HTMLParagraphElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const moved = useRef(false);
  const card = state.giftCard;
  const { giftCardTotal } = state.purchase;
  const error =
    codeError ??
    (apply.error ? errorText(apply.error) : null) ??
    (remove.error ? errorText(remove.error) : null);

  // Focus follows the change the shopper made: to the card applied, or back to the empty field.
  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    (card ? appliedRef.current : inputRef.current)?.focus();
  }, [card]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (apply.isPending || locked) return;
    remove.reset();
    if (code.trim() === '') {
      setCodeError(GIFT_CARD_CODE_MISSING);
      return;
    }
    const normalised = normaliseGiftCardCode(code);
    if (!normalised) {
      setCodeError(GIFT_CARD_MESSAGES.notFound);
      return;
    }
    setCodeError(null);
    apply.mutate(normalised, {
      onSuccess: () => {
        moved.current = true;
        setCode('');
      },
    });
  };

  const removeCard = () => {
    apply.reset();
    setCodeError(null);
    remove.mutate(undefined, {
      onSuccess: () => {
        moved.current = true;
      },
    });
  };

  return (
    <section className="gift-card-box" aria-labelledby={`${id}-title`} data-testid="gift-card-box">
      <h2 id={`${id}-title`} className="payment-form__title">
        Gift card
      </h2>
      {card ? (
        <div className="gift-card-box__applied">
          <p
            ref={appliedRef}
            tabIndex={-1}
            className="gift-card-box__line"
            data-testid="gift-card-applied"
          >
            Gift card {formatGiftCardCode(card.code)}: −{formatPence(giftCardTotal)}
          </p>
          <p className="gift-card-box__balance" data-testid="gift-card-remaining">
            {formatPence(Math.max(0, card.balance - giftCardTotal))} left on the card after this
            purchase
          </p>
          <button
            type="button"
            className="button button--secondary gift-card-box__remove"
            disabled={remove.isPending || locked}
            onClick={removeCard}
            data-testid="gift-card-remove"
          >
            {remove.isPending && <InlineSpinner />}
            Remove gift card
          </button>
        </div>
      ) : (
        <form className="gift-card-box__form" noValidate onSubmit={submit}>
          <label htmlFor={`${id}-code`} className="gift-card-box__label">
            Gift card code
          </label>
          <div className="gift-card-box__row">
            <input
              ref={inputRef}
              id={`${id}-code`}
              name="giftCardCode"
              value={code}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={24}
              aria-invalid={error !== null}
              aria-describedby={`${id}-error`}
              onChange={(event) => {
                setCode(event.target.value);
                setCodeError(null);
                apply.reset();
              }}
              data-testid="gift-card-code"
            />
            <button
              type="submit"
              className="button button--secondary"
              disabled={apply.isPending || locked}
              data-testid="gift-card-apply"
            >
              {apply.isPending && <InlineSpinner />}
              Apply
            </button>
          </div>
        </form>
      )}
      <p
        id={`${id}-error`}
        className="payment-form__error"
        role="alert"
        data-testid="gift-card-error"
      >
        {error}
      </p>
    </section>
  );
}
