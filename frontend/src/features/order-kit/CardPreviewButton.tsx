import { useRef } from 'react';
import { useModal } from '../../ui/use-modal';
import type { CardPreviewProps } from './CardPreview';
import { CardPreviewModal } from './CardPreviewModal';

export interface CardPreviewButtonProps extends Omit<CardPreviewProps, 'testId'> {
  orderIndex: number;
  /** Said to screen readers after 'Preview', where several orders show the button. */
  hiddenLabel?: string;
  /** Also run when Edit leaves for the message step (the basket panel closes). */
  onEdit?: () => void;
  /** No Edit in the modal: the viewer is not the shopper (support replay). */
  readOnly?: boolean;
  className?: string;
  testId?: string;
}

/**
 * 'Preview', opening the card preview modal about 800 ms later (docs/rules-checkout.md "Modals").
 */
export function CardPreviewButton({
  orderIndex,
  hiddenLabel,
  onEdit,
  readOnly = false,
  className = 'card-preview-button',
  testId = 'card-preview-open',
  ...preview
}: CardPreviewButtonProps) {
  const modal = useModal();
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={button}
        type="button"
        className={className}
        aria-haspopup="dialog"
        aria-busy={modal.opening}
        data-testid={testId}
        onClick={modal.activate}
      >
        Preview
        {hiddenLabel && <span className="visually-hidden"> {hiddenLabel}</span>}
      </button>
      {modal.open && (
        <CardPreviewModal
          {...preview}
          orderIndex={orderIndex}
          open
          onClose={modal.close}
          // Closing unmounts the dialog, which hands focus back here (ui/Modal); named, because
          // a click does not focus a button in every browser.
          returnFocus={() => button.current}
          onEdit={
            readOnly
              ? undefined
              : () => {
                  modal.close();
                  onEdit?.();
                }
          }
        />
      )}
    </>
  );
}
