import { useQuery } from '@tanstack/react-query';
import { editDeliveryQueryOptions } from '../../api/checkout.queries';
import { errorText } from '../../api/error-text';
import { UNAVAILABLE_MESSAGE } from '../product/product-messages';
import { ChangeDeliveryForm } from './ChangeDeliveryForm';

/** Loads what the modal edits (`GET /api/checkout/{index}/edit-delivery`), then the form. */
export function ChangeDeliveryContent({
  orderIndex,
  onSaved,
}: {
  orderIndex: number;
  onSaved: () => void;
}) {
  const edit = useQuery(editDeliveryQueryOptions(orderIndex));
  if (edit.isError) {
    return (
      <p className="change-delivery__error" role="alert" data-testid="change-delivery-load-error">
        {errorText(edit.error)}
      </p>
    );
  }
  if (!edit.data) {
    return (
      <p className="change-delivery__status" role="status" data-testid="change-delivery-loading">
        Loading…
      </p>
    );
  }
  if (!edit.data.isAvailableProduct) {
    return (
      <p className="change-delivery__error" role="alert" data-testid="change-delivery-unavailable">
        {UNAVAILABLE_MESSAGE}
      </p>
    );
  }
  return <ChangeDeliveryForm edit={edit.data} orderIndex={orderIndex} onSaved={onSaved} />;
}
