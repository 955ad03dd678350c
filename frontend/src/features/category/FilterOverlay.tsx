import { Modal } from '../../ui/Modal';
import type { ReactNode } from 'react';
import './filter-overlay.css';

/** Small screens: the filters full-screen under 'Attribute', with 'Clear All' and 'Done'. */
export function FilterOverlay({
  open,
  onClose,
  onClearAll,
  children,
}: {
  open: boolean;
  onClose: () => void;
  onClearAll: () => void;
  children: ReactNode;
}) {
  return (
    <Modal open={open} onClose={onClose} title="Attribute" variant="sheet" testId="filter-overlay">
      <div className="filter-overlay__filters">{children}</div>
      <div className="filter-overlay__actions">
        <button
          type="button"
          className="button button--secondary"
          onClick={onClearAll}
          data-testid="filter-overlay-clear"
        >
          Clear All
        </button>
        <button
          type="button"
          className="button button--primary"
          onClick={onClose}
          data-testid="filter-overlay-done"
        >
          Done
        </button>
      </div>
    </Modal>
  );
}
