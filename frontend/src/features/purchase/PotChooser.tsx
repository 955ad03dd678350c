import { formatPence, type PotAddon } from '@shop/contracts';
import { useId, useState } from 'react';
import { Modal } from '../../ui/Modal';
import { useModal } from '../../ui/use-modal';
import { PotPreviewModal } from './PotPreviewModal';
import './pot-chooser.css';

/**
 * Four pots fit the row; above four, three pots and a More Pots tile (docs/rules-checkout.md
 * "Pot chooser", "Constants").
 */
export const POTS_SHOWN = 4;

export function visiblePots(pots: readonly PotAddon[]): { shown: PotAddon[]; more: boolean } {
  if (pots.length <= POTS_SHOWN) return { shown: [...pots], more: false };
  return { shown: pots.slice(0, POTS_SHOWN - 1), more: true };
}

function PotOption({
  pot,
  name,
  checked,
  onChoose,
  onPreview,
}: {
  pot: PotAddon;
  name: string;
  checked: boolean;
  onChoose: (id: number) => void;
  onPreview?: (pot: PotAddon) => void;
}) {
  const option = (
    <label
      className={`pot-chooser__pot${checked ? ' pot-chooser__pot--selected' : ''}`}
      data-testid={`pot-option-${pot.id}`}
    >
      <input
        type="radio"
        className="pot-chooser__radio"
        name={name}
        value={pot.id}
        checked={checked}
        onChange={() => onChoose(pot.id)}
      />
      <img className="pot-chooser__image" src={pot.image} alt="" width="96" height="96" />
      <span className="pot-chooser__name">{pot.name}</span>
      <span className="pot-chooser__price">{formatPence(pot.discountedPrice)}</span>
    </label>
  );
  if (!onPreview) return option;
  return (
    <div className="pot-chooser__cell">
      {option}
      <button
        type="button"
        className="pot-chooser__preview"
        aria-label={`Preview ${pot.name}`}
        data-testid={`pot-preview-${pot.id}`}
        onClick={() => onPreview(pot)}
      >
        Preview
      </button>
    </div>
  );
}

/** The pot chooser (docs/rules-checkout.md "Pot chooser"). */
export function PotChooser({
  pots,
  selectedId,
  onChoose,
}: {
  pots: readonly PotAddon[];
  selectedId: number | null;
  onChoose: (id: number) => void;
}) {
  const name = useId();
  const modalName = useId();
  const allPots = useModal();
  const preview = useModal();
  const [previewed, setPreviewed] = useState<PotAddon | null>(null);
  const showPreview = (pot: PotAddon) => {
    setPreviewed(pot);
    preview.activate();
  };
  const { shown, more } = visiblePots(pots);
  const chosenHidden = more && !shown.some((pot) => pot.id === selectedId);
  const chosen = pots.find((pot) => pot.id === selectedId);

  return (
    <fieldset className="pot-chooser" data-testid="pot-chooser">
      <legend className="pot-chooser__legend">Choose your pot</legend>
      <div className="pot-chooser__grid">
        {shown.map((pot) => (
          <PotOption
            key={pot.id}
            pot={pot}
            name={name}
            checked={pot.id === selectedId}
            onChoose={onChoose}
            onPreview={showPreview}
          />
        ))}
        {more && (
          <button
            type="button"
            className={`pot-chooser__more${chosenHidden ? ' pot-chooser__pot--selected' : ''}`}
            data-testid="pot-more"
            aria-busy={allPots.opening}
            onClick={allPots.activate}
          >
            <span className="pot-chooser__name">More Pots</span>
            {chosenHidden && chosen && <span className="pot-chooser__price">{chosen.name}</span>}
            {allPots.opening && <span className="pot-chooser__opening">Opening…</span>}
          </button>
        )}
      </div>
      <Modal open={allPots.open} onClose={allPots.close} title="More Pots" testId="pot-modal">
        <fieldset className="pot-chooser pot-chooser--modal">
          <legend className="visually-hidden">All pots</legend>
          <div className="pot-chooser__grid">
            {pots.map((pot) => (
              <PotOption
                key={pot.id}
                pot={pot}
                name={modalName}
                checked={pot.id === selectedId}
                onChoose={(id) => {
                  onChoose(id);
                  allPots.close();
                }}
              />
            ))}
          </div>
        </fieldset>
      </Modal>
      <PotPreviewModal
        pot={previewed}
        open={preview.open}
        selected={previewed?.id === selectedId}
        onClose={preview.close}
        onChoose={onChoose}
      />
    </fieldset>
  );
}
