import type { ProductVariant } from '@shop/contracts';
import { useId } from 'react';
import { Price } from '../../ui/Price';
import { useKeepPickedChoice } from '../../ui/use-keep-typed-value';
import { VARIANT_LEGEND } from './product-messages';
import './variant-selector.css';

/** The sizes of a product as a radio group, each with its description and price. */
export function VariantSelector({
  variants,
  checkedId,
  onChoose,
}: {
  variants: readonly ProductVariant[];
  checkedId: number | null;
  onChoose: (variantId: number) => void;
}) {
  const name = useId();
  const keepPicked = useKeepPickedChoice((value) => onChoose(Number(value)));
  return (
    <fieldset ref={keepPicked} className="variant-selector" data-testid="variant-selector">
      <legend className="variant-selector__legend">{VARIANT_LEGEND}</legend>
      <div className="variant-selector__options">
        {variants.map((variant) => (
          <label
            key={variant.id}
            className="variant-selector__option"
            data-testid={`variant-option-${variant.id}`}
          >
            <input
              type="radio"
              className="variant-selector__radio"
              name={name}
              value={variant.id}
              checked={checkedId === variant.id}
              onChange={() => onChoose(variant.id)}
            />
            <span className="variant-selector__description">{variant.description}</span>
            <Price
              className="variant-selector__price"
              price={variant.price}
              discountedPrice={variant.discountedPrice}
              discountAmount={variant.discountAmount}
            />
          </label>
        ))}
      </div>
    </fieldset>
  );
}
