import { useNavigate } from '@tanstack/react-router';
import { Modal } from '../../ui/Modal';
import { CardPreview, type CardPreviewProps } from './CardPreview';

export interface CardPreviewModalProps extends Omit<CardPreviewProps, 'testId'> {
  orderIndex: number;
  open: boolean;
  /** OK, the close button and Escape. */
  onClose: () => void;
  /**
   * Edit: the modal closes (and whatever else must) before going to the message step. Left out
   * where the viewer cannot edit the order (support staff replaying a shopper's basket).
   */
  onEdit?: () => void;
  /** Where focus goes when the modal closes: the Preview button. */
  returnFocus?: () => HTMLElement | null;
}

/**
 * docs/rules-checkout.md "Card preview" in a modal titled Preview: OK closes, Edit opens the
 * message step.
 */
export function CardPreviewModal({
  orderIndex,
  open,
  onClose,
  onEdit,
  returnFocus,
  ...preview
}: CardPreviewModalProps) {
  const navigate = useNavigate();
  const edit = () => {
    onEdit?.();
    void navigate({
      to: '/checkout/$orderIndex',
      params: { orderIndex },
      state: { editing: 'message' },
    });
  };
  return (
    // Escape and Tab stay inside the preview (ui/Modal): a surrounding basket panel keeps open.
    <div className="card-preview-modal">
      <Modal
        open={open}
        onClose={onClose}
        returnFocus={returnFocus}
        title="Preview"
        testId="card-preview-modal"
      >
        <CardPreview {...preview} testId="card-preview-modal-card" />
        <div className="card-preview-modal__actions">
          <button
            type="button"
            className="button button--primary"
            data-testid="card-preview-ok"
            onClick={onClose}
          >
            OK
          </button>
          {onEdit && (
            <button
              type="button"
              className="button button--secondary"
              data-testid="card-preview-edit"
              onClick={edit}
            >
              Edit
            </button>
          )}
        </div>
      </Modal>
    </div>
  );
}
