import { SELECTED_DATE_PREFIX } from './calendar-messages';
import { deliveryDateText, type DeliverySelection } from './calendar-rules';

/**
 * 'Your selected delivery date is: 5th June by Standard Delivery' (docs/rules-checkout.md
 * "Delivery date picker").
 */
export function SelectedDelivery({ selection }: { selection: DeliverySelection }) {
  const { date, method } = selection;
  return (
    <p className="date-picker__selected" aria-live="polite" data-testid="calendar-selected">
      {date && method && (
        <>
          {SELECTED_DATE_PREFIX} <strong>{deliveryDateText(date, method)}</strong> by {method.name}
        </>
      )}
    </p>
  );
}
