import type { PostcodeCheckResult, ProductDetail } from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { POT_ATTRIBUTE, potsQueryOptions } from '../../api/catalogue.queries';
import { useAddProduct } from '../../api/checkout.queries';
import { pushEcommerce } from '../../analytics/data-layer';
import { basketPanel } from '../basket/basket-panel-store';
import type { MethodOverrides } from '../calendar/calendar-rules';
import { DeliveryDatePicker } from '../calendar/DeliveryDatePicker';
import { useDeliveryCalendar } from '../calendar/use-delivery-calendar';
import { PostcodeCheckForm } from './PostcodeCheckForm';
import { PotChooser } from './PotChooser';
import { AGE_CONFIRMATION_LABEL } from './purchase-messages';
import './purchase-area.css';

export type PurchaseProduct = Pick<
  ProductDetail,
  | 'id'
  | 'name'
  | 'discountedPrice'
  | 'distributorName'
  | 'attributes'
  | 'isAgeRestricted'
  | 'isCustomisable'
>;

/** Whether the product offers pots (docs/rules-checkout.md "Pot chooser"). */
export function offersPots(product: Pick<ProductDetail, 'attributes' | 'isCustomisable'>) {
  return product.attributes.includes(POT_ATTRIBUTE) || product.isCustomisable;
}

/**
 * The product page's purchase area (docs/rules-checkout.md "Purchase area", "Product page"): pots,
 * delivery date and method, postcode check, age confirmation and Add to basket.
 */
export function PurchaseArea({
  product,
  variantId = null,
}: {
  product: PurchaseProduct;
  /** The chosen size's id, added in place of the product's own (its first size). */
  variantId?: number | null;
}) {
  const ageId = useId();
  const [overrides, setOverrides] = useState<MethodOverrides>({});
  const [postcode, setPostcode] = useState('');
  const [postcodeValid, setPostcodeValid] = useState(false);
  const [ageConfirmed, setAgeConfirmed] = useState(false);
  const [potId, setPotId] = useState<number | null>(null);
  const [errors, setErrors] = useState<string[]>([]);
  const calendar = useDeliveryCalendar(product.id, overrides);
  const withPots = offersPots(product);
  const pots = useQuery({ ...potsQueryOptions(product.id), enabled: withPots });
  const add = useAddProduct();

  const { date, method, overrideUnavailable } = calendar.selection;
  const potList = withPots ? (pots.data ?? []) : [];
  const chosenPotId = potId ?? potList[0]?.id ?? null;
  const needsPostcode = method?.requiresPostcodeCheck === true;

  const disabled =
    add.isPending ||
    !calendar.loaded ||
    (product.isAgeRestricted && !ageConfirmed) ||
    !method ||
    !date ||
    (needsPostcode && !postcodeValid) ||
    overrideUnavailable;

  const onChecked = (result: PostcodeCheckResult) => {
    if (result.available) setPostcodeValid(true);
    const override = result.override;
    if (method && result.hasOverride && override) {
      setOverrides((current) => ({ ...current, [method.id]: override }));
    }
  };

  const onAdd = async () => {
    if (!method || !date) return;
    setErrors([]);
    try {
      const answer = await add.mutateAsync({
        // The size the shopper chose: the product's own id would add its first size.
        id: variantId ?? product.id,
        deliveryId: method.id,
        deliveryDate: date,
        customisationId: withPots ? chosenPotId : null,
      });
      if (answer === undefined) return;
      if (answer.length > 0) {
        setErrors(answer);
        return;
      }
      pushEcommerce('add_to_cart', [
        {
          name: product.name,
          id: product.id,
          price: product.discountedPrice,
          brand: product.distributorName,
          quantity: 1,
        },
      ]);
      basketPanel.open();
    } catch (failure) {
      setErrors([failure instanceof Error ? failure.message : String(failure)]);
    }
  };

  return (
    <div className="purchase" data-testid="purchase">
      {withPots && potList.length > 0 && (
        <PotChooser pots={potList} selectedId={chosenPotId} onChoose={setPotId} />
      )}
      <DeliveryDatePicker calendar={calendar} />
      {needsPostcode && method && (
        <PostcodeCheckForm
          key={method.id}
          methodId={method.id}
          value={postcode}
          onValueChange={setPostcode}
          valid={postcodeValid}
          onChecked={onChecked}
        />
      )}
      {product.isAgeRestricted && (
        <div className="purchase__age">
          <input
            id={ageId}
            type="checkbox"
            className="purchase__checkbox"
            checked={ageConfirmed}
            data-testid="age-confirmation"
            onChange={(event) => setAgeConfirmed(event.target.checked)}
          />
          <label htmlFor={ageId}>{AGE_CONFIRMATION_LABEL}</label>
        </div>
      )}
      <button
        type="button"
        className="button button--primary purchase__add"
        disabled={disabled}
        aria-busy={add.isPending}
        data-testid="add-to-basket"
        onClick={() => void onAdd()}
      >
        Add to basket
      </button>
      <div role="alert" className="purchase__errors" data-testid="add-errors">
        {errors.map((error) => (
          <p key={error} className="purchase__error">
            {error}
          </p>
        ))}
      </div>
    </div>
  );
}
