import { Modal } from '../../ui/Modal';
import type { ModalControl } from '../../ui/use-modal';
import { ChangeDeliveryContent } from './ChangeDeliveryContent';

/**
 * The Change Delivery modal (docs/rules-checkout.md "Change Delivery modal"): edits one order's
 * delivery date and method.
 */
export function ChangeDeliveryModal({
  control,
  orderIndex,
}: {
  control: ModalControl;
  orderIndex: number;
}) {
  return (
    <Modal
      open={control.open}
      onClose={control.close}
      title="Change Delivery"
      testId="change-delivery-modal"
    >
      <ChangeDeliveryContent orderIndex={orderIndex} onSaved={control.close} />
    </Modal>
  );
}
