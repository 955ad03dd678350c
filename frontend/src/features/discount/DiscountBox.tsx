import { normaliseDiscountCode, type DiscountState } from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import {
  discountQueryOptions,
  useApplyDiscount,
  useRemoveDiscount,
} from '../../api/discount.queries';
import { errorText } from '../../api/error-text';
import { InlineSpinner } from '../../ui/InlineSpinner';
import { DiscountMessages } from './DiscountMessages';
import './discount.css';

export const REDEEM_PROMPT = 'Click here to redeem a discount code';
export const DISCOUNT_LABEL = 'Discount code';

/**
 * The discount code box (docs/rules-checkout.md "Checkout sidebar", "Discount", "Validation"): with
 * no code on the basket, an input that strips whitespace as it is typed, applied on Apply, Enter or
 * leaving the field with something in it (Apply is off while empty or busy); with a code, its
 * messages and Remove Discount. `collapsible` (the Order Overview) keeps the input behind 'Click
 * here to redeem a discount code' until asked for. A refused code's message stays until the next
 * try; one with a fallback code applies that code when clicked.
 */
export function DiscountBox({
  collapsible = false,
  locked = false,
}: {
  collapsible?: boolean;
  /** A payment is on its way: nothing may change. */
  locked?: boolean;
}) {
  const id = useId();
  const { data } = useQuery(discountQueryOptions());
  const apply = useApplyDiscount();
  const remove = useRemoveDiscount();
  const [code, setCode] = useState('');
  const [refusal, setRefusal] = useState<(DiscountState & { tried: string }) | null>(null);
  const [open, setOpen] = useState(!collapsible);
  const box = useRef<HTMLElement>(null);
  // Focus follows what the shopper did: to Remove once a code is on, back to the field once it
  // is off, into the field when the prompt opens the box.
  const moved = useRef(false);
  const input = useRef<HTMLInputElement>(null);
  const removeButton = useRef<HTMLButtonElement>(null);
  const busy = apply.isPending || remove.isPending || locked;
  const applied = data?.code != null;
  const failure = apply.error ?? remove.error;

  const send = (typed: string) => {
    const value = typed.replace(/\s+/g, '');
    if (value === '' || busy) return;
    setRefusal(null);
    remove.reset();
    apply.mutate(value, {
      onSuccess: (answer) => {
        if (!answer) return;
        const tried = normaliseDiscountCode(value);
        if (answer.code === tried) {
          moved.current = true;
          setCode('');
        } else setRefusal({ ...answer, tried });
      },
    });
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    send(code);
  };

  const messages = refusal?.messages ?? data?.messages ?? [];

  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    (applied ? removeButton.current : input.current)?.focus();
  }, [applied, open]);

  if (!open && !applied) {
    return (
      <button
        type="button"
        className="link-button discount-box__reveal"
        aria-expanded="false"
        onClick={() => {
          moved.current = true;
          setOpen(true);
        }}
        data-testid="discount-reveal"
      >
        {REDEEM_PROMPT}
      </button>
    );
  }

  // One section whatever its state, so its live region stays put and is heard when it changes.
  return (
    <section
      ref={box}
      className="discount-box"
      aria-labelledby={`${id}-title`}
      data-testid="discount-box"
    >
      <h2 id={`${id}-title`} className="discount-box__title">
        {DISCOUNT_LABEL}
      </h2>
      {applied ? null : (
        <form className="discount-box__form" noValidate onSubmit={submit}>
          <label htmlFor={`${id}-code`} className="visually-hidden">
            {DISCOUNT_LABEL}
          </label>
          <input
            ref={input}
            id={`${id}-code`}
            name="discountCode"
            className="discount-box__input"
            value={code}
            placeholder="Enter your code"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={40}
            aria-describedby={`${id}-messages`}
            onChange={(event) => setCode(event.target.value.replace(/\s+/g, ''))}
            onBlur={(event) => {
              // Moving to the Apply button or a message's fallback code is not leaving the box:
              // the click does the applying, once. Nor is a code just refused sent again.
              const to = event.relatedTarget;
              if (to instanceof Node && box.current?.contains(to)) return;
              if (refusal && normaliseDiscountCode(code) === refusal.tried) return;
              send(code);
            }}
            data-testid="discount-input"
          />
          <button
            type="submit"
            className="button button--secondary discount-box__apply"
            aria-label="Apply discount code"
            disabled={code === '' || busy}
            data-testid="discount-apply"
          >
            {apply.isPending && <InlineSpinner />}
            Apply
          </button>
        </form>
      )}
      <div id={`${id}-messages`} role="status">
        <DiscountMessages messages={messages} onFallback={send} disabled={busy} />
      </div>
      {applied && (
        <button
          ref={removeButton}
          type="button"
          className="link-button discount-box__remove"
          disabled={busy}
          onClick={() => {
            setRefusal(null);
            apply.reset();
            remove.mutate(undefined, {
              onSuccess: () => {
                moved.current = true;
              },
            });
          }}
          data-testid="discount-remove"
        >
          {remove.isPending && <InlineSpinner />}
          Remove Discount
        </button>
      )}
      {failure && (
        <p className="discount-box__error" role="alert">
          {errorText(failure)}
        </p>
      )}
    </section>
  );
}
