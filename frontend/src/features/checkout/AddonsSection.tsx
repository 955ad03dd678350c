import {
  formatPence,
  type CheckoutExtra,
  type CheckoutOrder,
  type PotAddon,
} from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { checkoutAddonsQueryOptions, useUpdateOrder } from '../../api/checkout.queries';
import { errorText } from '../../api/error-text';
import { PotChooser } from '../purchase/PotChooser';
import { CheckoutSection, SaveStatus } from './CheckoutSection';
import './addons-section.css';

export const ADDONS_TITLE = 'Add a little extra';
export const ADDONS_LEGEND = 'Pop something special in with your gift';
export const ADDONS_LOADING = 'Finding the extras for this gift…';
export const NO_ADDONS = 'There are no extras to add to this gift.';

/**
 * The addons and, for plants, the pot of one order (docs/rules-checkout.md "Screens": the `addons`
 * editing section).
 */
export function AddonsSection({ order, orderIndex }: { order: CheckoutOrder; orderIndex: number }) {
  const extras = useQuery(checkoutAddonsQueryOptions(orderIndex, order.id));
  const data = extras.data;
  return (
    <CheckoutSection section="addons" title={ADDONS_TITLE}>
      {extras.error && !data ? (
        <p className="checkout-section__error" role="alert" data-testid="addons-load-error">
          {errorText(extras.error)}
        </p>
      ) : !data ? (
        <p className="checkout-section__hint" role="status" data-testid="addons-loading">
          {ADDONS_LOADING}
        </p>
      ) : data.addons.length === 0 && data.pots.length === 0 ? (
        <p className="checkout-section__hint" data-testid="addons-none">
          {NO_ADDONS}
        </p>
      ) : (
        <>
          {data.addons.length > 0 && <AddonChoice addons={data.addons} orderIndex={orderIndex} />}
          {data.pots.length > 0 && <PotChoice pots={data.pots} orderIndex={orderIndex} />}
        </>
      )}
    </CheckoutSection>
  );
}

/** Ticked addons save at once through update key `addons`; the server adds and removes to match. */
function AddonChoice({ addons, orderIndex }: { addons: CheckoutExtra[]; orderIndex: number }) {
  const id = useId();
  const update = useUpdateOrder();
  // The tick shows at once; the refreshed answer confirms it, a refusal puts it back.
  const [draft, setDraft] = useState<number[] | null>(null);
  const chosen = draft ?? addons.filter((addon) => addon.chosen).map((addon) => addon.id);
  const toggle = (addonId: number, on: boolean) => {
    const next = on ? [...chosen, addonId] : chosen.filter((other) => other !== addonId);
    setDraft(next);
    update.mutate(
      { key: 'addons', orderIndex, data: { addonIds: next } },
      { onSettled: () => setDraft(null) },
    );
  };
  return (
    <fieldset className="checkout-addons" disabled={update.isPending}>
      <legend className="checkout-addons__legend">{ADDONS_LEGEND}</legend>
      <ul className="checkout-addons__list">
        {addons.map((addon) => (
          <li key={addon.id}>
            <label className="checkout-addons__option" data-testid={`addon-${addon.id}`}>
              <input
                type="checkbox"
                className="checkout-addons__check"
                checked={chosen.includes(addon.id)}
                onChange={(event) => toggle(addon.id, event.target.checked)}
                aria-labelledby={`${id}-${addon.id}-name`}
                aria-describedby={`${id}-${addon.id}-price`}
                data-testid={`addon-option-${addon.id}`}
              />
              <img
                className="checkout-addons__image"
                src={addon.image}
                alt={addon.name}
                width="72"
                height="72"
              />
              <span className="checkout-addons__text">
                <span id={`${id}-${addon.id}-name`} className="checkout-addons__name">
                  {addon.name}
                </span>
                {addon.description && (
                  <span className="checkout-addons__description">{addon.description}</span>
                )}
              </span>
              <span id={`${id}-${addon.id}-price`} className="checkout-addons__price">
                {formatPence(addon.price)}
              </span>
            </label>
          </li>
        ))}
      </ul>
      <SaveStatus error={update.error} saved={update.isSuccess} testId="addons" />
    </fieldset>
  );
}

/** The checkout's prices are what the shopper pays, so the chooser shows them as they are. */
const asPotAddon = (pot: CheckoutExtra): PotAddon => ({
  id: pot.id,
  name: pot.name,
  image: pot.image,
  price: pot.price,
  discountAmount: '0.00',
  discountedPrice: pot.price,
  description: pot.description,
  children: [],
});

/** A plant's pot, saved at once through update key `pot`. */
function PotChoice({ pots, orderIndex }: { pots: CheckoutExtra[]; orderIndex: number }) {
  const update = useUpdateOrder();
  const [draft, setDraft] = useState<number | null>(null);
  const selected = draft ?? pots.find((pot) => pot.chosen)?.id ?? null;
  const choose = (potId: number) => {
    // One pot change at a time, so the last one the shopper picked is the one saved.
    if (update.isPending || potId === selected) return;
    setDraft(potId);
    update.mutate({ key: 'pot', orderIndex, data: { potId } }, { onSettled: () => setDraft(null) });
  };
  return (
    <div className="checkout-addons__pots" aria-busy={update.isPending}>
      <PotChooser pots={pots.map(asPotAddon)} selectedId={selected} onChoose={choose} />
      <SaveStatus error={update.error} saved={update.isSuccess} testId="pot" />
    </div>
  );
}
