import { formatPence, type PotAddon } from '@shop/contracts';
import { Modal } from '../../ui/Modal';
import { SafeHtml } from '../../ui/SafeHtml';

/** One pot, large, with its description (docs/rules-checkout.md "Pot chooser"). */
export function PotPreviewModal({
  pot,
  open,
  selected,
  onClose,
  onChoose,
}: {
  pot: PotAddon | null;
  open: boolean;
  selected: boolean;
  onClose: () => void;
  onChoose: (id: number) => void;
}) {
  return (
    <Modal
      open={open && pot !== null}
      onClose={onClose}
      title={pot?.name ?? ''}
      testId="pot-preview"
    >
      {pot && (
        <div className="pot-preview">
          <img
            className="pot-preview__image"
            src={pot.image}
            alt={pot.name}
            width="586"
            height="586"
          />
          <p className="pot-preview__price">{formatPence(pot.discountedPrice)}</p>
          {pot.description && (
            <SafeHtml className="pot-preview__description" html={pot.description} />
          )}
          <button
            type="button"
            className="button button--primary pot-preview__choose"
            disabled={selected}
            onClick={() => {
              onChoose(pot.id);
              onClose();
            }}
          >
            {selected ? 'Chosen' : 'Choose this pot'}
          </button>
        </div>
      )}
    </Modal>
  );
}
