import { formatPence, type PotAddon } from '@shop/contracts';
import { useId, useState } from 'react';
import { Modal } from '../../ui/Modal';
import './pot-chooser.css';

/** Four pots fit the row; above four, three pots and a More Pots tile (spec 000 §2, §9). */
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
}: {
  pot: PotAddon;
  name: string;
  checked: boolean;
  onChoose: (id: number) => void;
}) {
  return (
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
}

/** The pot chooser (spec 000 §2 "Pot chooser"). */
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
  const [open, setOpen] = useState(false);
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
          />
        ))}
        {more && (
          <button
            type="button"
            className={`pot-chooser__more${chosenHidden ? ' pot-chooser__pot--selected' : ''}`}
            data-testid="pot-more"
            onClick={() => setOpen(true)}
          >
            <span className="pot-chooser__name">More Pots</span>
            {chosenHidden && chosen && <span className="pot-chooser__price">{chosen.name}</span>}
          </button>
        )}
      </div>
      <Modal open={open} onClose={() => setOpen(false)} title="More Pots" testId="pot-modal">
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
                  setOpen(false);
                }}
              />
            ))}
          </div>
        </fieldset>
      </Modal>
    </fieldset>
  );
}
