import type { PostcodeCheckResult } from '@shop/contracts';
import { useCallback, useState } from 'react';
import { useUpdateOrder, type EditDeliveryResponse } from '../../api/checkout.queries';
import { errorText } from '../../api/error-text';
import type { MethodOverrides } from '../calendar/calendar-rules';
import { DeliveryDatePicker } from '../calendar/DeliveryDatePicker';
import { useDeliveryCalendar } from '../calendar/use-delivery-calendar';
import { PostcodeCheckForm } from '../purchase/PostcodeCheckForm';
import { ChangeDeliveryPostcode } from './ChangeDeliveryPostcode';
import './change-delivery.css';

/**
 * The order's delivery in the date picker, starting on its date and method; a method that needs a
 * postcode check passes one (docs/rules-checkout.md "Validation") before Save sends update key
 * `delivery`.
 */
export function ChangeDeliveryForm({
  edit,
  orderIndex,
  onSaved,
}: {
  edit: EditDeliveryResponse;
  orderIndex: number;
  onSaved: () => void;
}) {
  const [overrides, setOverrides] = useState<MethodOverrides>({});
  const [checks, setChecks] = useState<Readonly<Record<string, PostcodeCheckResult>>>({});
  const [typed, setTyped] = useState('');
  const calendar = useDeliveryCalendar(edit.productId, overrides, { preset: edit.delivery });
  const update = useUpdateOrder();

  const { date, method, overrideUnavailable } = calendar.selection;
  const recipientPostcode = edit.order.orderDelivery.postcode.trim();
  const needsCheck = method?.requiresPostcodeCheck === true;
  const passed = method !== null && checks[method.id]?.available === true;
  const canSave =
    calendar.loaded &&
    date !== null &&
    method !== null &&
    !overrideUnavailable &&
    (!needsCheck || passed) &&
    !update.isPending;

  // Results are kept per method: a later choice of a method with an override is swapped for it.
  const onChecked = useCallback((methodId: string, result: PostcodeCheckResult) => {
    setChecks((current) =>
      current[methodId] === result ? current : { ...current, [methodId]: result },
    );
    const override = result.hasOverride ? result.override : null;
    if (override) {
      setOverrides((current) =>
        current[methodId] === override ? current : { ...current, [methodId]: override },
      );
    }
  }, []);

  const save = () => {
    if (!canSave) return;
    update.mutate(
      { key: 'delivery', orderIndex, data: { methodId: method.id, date } },
      { onSuccess: onSaved },
    );
  };

  return (
    <div className="change-delivery" data-testid="change-delivery-form">
      <DeliveryDatePicker calendar={calendar} />
      {needsCheck &&
        (recipientPostcode.length > 0 ? (
          <ChangeDeliveryPostcode
            key={method.id}
            methodId={method.id}
            postcode={recipientPostcode}
            onChecked={onChecked}
          />
        ) : (
          <PostcodeCheckForm
            key={method.id}
            methodId={method.id}
            value={typed}
            onValueChange={setTyped}
            valid={passed}
            onChecked={(result) => onChecked(method.id, result)}
          />
        ))}
      <div className="change-delivery__actions">
        <button
          type="button"
          className="button button--primary"
          disabled={!canSave}
          aria-busy={update.isPending}
          onClick={save}
          data-testid="change-delivery-save"
        >
          Save
        </button>
      </div>
      <p className="change-delivery__error" role="alert" data-testid="change-delivery-error">
        {update.error ? errorText(update.error) : ''}
      </p>
    </div>
  );
}
