import {
  CARD_OPTIONS,
  formatPriceOrFree,
  type CardSize,
  type CheckoutOrder,
} from '@shop/contracts';
import { useState } from 'react';
import { useUpdateOrder } from '../../api/checkout.queries';
import { cardItem, cardSize } from '../order-kit/order-items';
import { CheckoutSection, SaveStatus } from './CheckoutSection';

/**
 * Standard, Premium A6 or Premium A5 (docs/rules-checkout.md "Screens"), saved through update key
 * `card`.
 */
export function CardSection({ order, orderIndex }: { order: CheckoutOrder; orderIndex: number }) {
  const update = useUpdateOrder();
  // The choice shows at once; the server's answer confirms it, a refusal puts it back.
  const [chosen, setChosen] = useState<CardSize | null>(null);
  const current = chosen ?? cardSize(cardItem(order));
  return (
    <CheckoutSection section="card" title="Your card">
      <fieldset className="checkout-card-choice" disabled={update.isPending}>
        <legend className="checkout-card-choice__legend">Choose a card</legend>
        {CARD_OPTIONS.map((option) => (
          <label key={option.size} className="checkout-card-choice__option">
            <input
              type="radio"
              name="card-size"
              value={option.size}
              checked={current === option.size}
              data-testid={`card-option-${option.size}`}
              onChange={() => {
                setChosen(option.size);
                update.mutate(
                  { key: 'card', orderIndex, data: { size: option.size } },
                  { onError: () => setChosen(null) },
                );
              }}
            />
            <span className="checkout-card-choice__name">{option.name}</span>
            <span className="checkout-card-choice__price">{formatPriceOrFree(option.price)}</span>
          </label>
        ))}
      </fieldset>
      <SaveStatus error={update.error} saved={false} testId="card" />
    </CheckoutSection>
  );
}
