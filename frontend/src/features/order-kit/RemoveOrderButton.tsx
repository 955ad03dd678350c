import { useConfirmStep } from '../../ui/use-confirm-step';
import { REMOVE_QUESTION } from './order-items';

export interface RemoveOrderButtonProps {
  onConfirm: () => void;
  pending: boolean;
  orderIndex: number;
}

/**
 * Remove, asking 'Are you sure you want to remove your order?' with Yes and No
 * (docs/rules-checkout.md "Removing an order").
 */
export function RemoveOrderButton({ onConfirm, pending, orderIndex }: RemoveOrderButtonProps) {
  const { confirming, ask, backOut, onKeyDown, questionId, trigger } = useConfirmStep(pending);

  if (!confirming) {
    return (
      <button
        ref={trigger}
        type="button"
        className="link-button"
        data-testid={`remove-order-${orderIndex}`}
        onClick={ask}
      >
        Remove<span className="visually-hidden"> order {orderIndex}</span>
      </button>
    );
  }
  return (
    <div
      className="order-summary__confirm"
      role="group"
      aria-labelledby={questionId}
      data-testid="remove-confirm"
      onKeyDown={onKeyDown}
    >
      <p id={questionId} className="order-summary__confirm-question">
        {REMOVE_QUESTION}
      </p>
      <div className="order-summary__confirm-actions">
        <button
          type="button"
          className="order-summary__confirm-yes"
          data-testid="remove-confirm-yes"
          disabled={pending}
          // The question takes the place of Remove: give it the focus.
          autoFocus
          onClick={onConfirm}
        >
          Yes
        </button>
        <button
          type="button"
          className="order-summary__confirm-no"
          data-testid="remove-confirm-no"
          disabled={pending}
          onClick={backOut}
        >
          No
        </button>
      </div>
    </div>
  );
}
