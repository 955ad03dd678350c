import { useConfirmStep } from '../../ui/use-confirm-step';

/**
 * Delete, asking first: the question takes the button's place with 'Yes, delete' (focused) and
 * 'No, keep it'; No or Escape puts the button back, with focus on it.
 */
export function DeleteAddressButton({
  title,
  pending,
  onConfirm,
}: {
  /** What the address is called, for the question and for screen readers. */
  title: string;
  pending: boolean;
  onConfirm: () => void;
}) {
  const { confirming, ask, backOut, onKeyDown, questionId, trigger } = useConfirmStep(pending);

  if (!confirming) {
    return (
      <button
        ref={trigger}
        type="button"
        className="link-button address-card__action address-card__action--danger"
        data-testid="address-delete"
        onClick={ask}
      >
        Delete<span className="visually-hidden"> {title}</span>
      </button>
    );
  }
  return (
    <div
      className="address-card__confirm"
      role="group"
      aria-labelledby={questionId}
      data-testid="address-delete-confirm"
      onKeyDown={onKeyDown}
    >
      <p id={questionId} className="address-card__question">
        Delete {title} from your address book?
      </p>
      <div className="address-card__confirm-actions">
        <button
          type="button"
          className="button button--primary"
          data-testid="address-delete-yes"
          aria-disabled={pending}
          // The question takes the place of Delete: give it the focus.
          autoFocus
          onClick={() => {
            if (!pending) onConfirm();
          }}
        >
          Yes, delete
        </button>
        <button
          type="button"
          className="button button--secondary"
          data-testid="address-delete-no"
          disabled={pending}
          onClick={backOut}
        >
          No, keep it
        </button>
      </div>
    </div>
  );
}
