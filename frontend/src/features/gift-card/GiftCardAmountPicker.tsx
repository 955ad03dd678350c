import { GIFT_CARD_PRESETS_PENCE } from '@shop/contracts';
import { useId } from 'react';
import {
  amountPence,
  choosePreset,
  enterCustom,
  formatWholePounds,
  GIFT_CARD_HINT,
  isAllowedAmount,
  type GiftCardAmount,
} from './gift-card-amount';
import './gift-card-amounts.css';

/** The 8 preset amounts as a radio group, and a custom amount box that unselects them. */
export function GiftCardAmountPicker({
  amount,
  onChange,
}: {
  amount: GiftCardAmount;
  onChange: (amount: GiftCardAmount) => void;
}) {
  const name = useId();
  const customId = useId();
  const hintId = useId();
  const customText = amount.kind === 'custom' ? amount.text : '';
  const customRejected =
    amount.kind === 'custom' && customText.trim() !== '' && !isAllowedAmount(amountPence(amount));

  return (
    <div className="gift-amounts">
      <fieldset className="gift-amounts__presets" data-testid="gift-card-presets">
        <legend className="gift-amounts__legend">Choose an amount</legend>
        <div className="gift-amounts__grid">
          {GIFT_CARD_PRESETS_PENCE.map((pence) => (
            <label key={pence} className="gift-amounts__preset">
              <input
                type="radio"
                className="gift-amounts__radio"
                name={name}
                value={pence}
                checked={amount.kind === 'preset' && amount.pence === pence}
                onChange={() => onChange(choosePreset(pence))}
                data-testid={`gift-card-preset-${pence}`}
              />
              <span>{formatWholePounds(pence)}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <div className="gift-amounts__custom">
        <label htmlFor={customId} className="gift-amounts__custom-label">
          Or enter a custom amount in pounds
        </label>
        <div className="gift-amounts__input-wrap">
          <span className="gift-amounts__currency" aria-hidden="true">
            £
          </span>
          <input
            id={customId}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            className="gift-amounts__input"
            value={customText}
            aria-describedby={hintId}
            aria-invalid={customRejected}
            data-testid="gift-card-custom-amount"
            onChange={(event) => onChange(enterCustom(event.target.value))}
          />
        </div>
        <p
          id={hintId}
          className={`gift-amounts__hint${customRejected ? ' gift-amounts__hint--error' : ''}`}
          data-testid="gift-card-hint"
        >
          {GIFT_CARD_HINT}
        </p>
      </div>
    </div>
  );
}
