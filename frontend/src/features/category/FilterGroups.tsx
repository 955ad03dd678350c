import type { AttributeGroup } from '@shop/contracts';
import { useId } from 'react';
import { swatchFor } from './colour-swatches';
import './filter-groups.css';

export interface FilterGroupsProps {
  groups: readonly AttributeGroup[];
  selected: readonly number[];
  openGroups: readonly number[];
  onToggleAttribute: (id: number) => void;
  onToggleGroup: (id: number) => void;
}

/**
 * One fieldset per attribute group (Colour, Occasion, Recipient, …), each opened and closed from
 * its legend. Colours show a swatch beside their name; the name is the label everyone reads.
 */
export function FilterGroups({
  groups,
  selected,
  openGroups,
  onToggleAttribute,
  onToggleGroup,
}: FilterGroupsProps) {
  const idPrefix = useId();
  return (
    <div className="filter-groups">
      {groups.map((group) => {
        const open = openGroups.includes(group.id);
        const optionsId = `${idPrefix}-group-${group.id}`;
        const chosen = group.children.filter((child) => selected.includes(child.id)).length;
        return (
          <fieldset
            key={group.id}
            className="filter-group"
            data-testid={`filter-group-${group.id}`}
          >
            <legend className="filter-group__legend">
              <button
                type="button"
                className="filter-group__toggle"
                aria-expanded={open}
                aria-controls={optionsId}
                onClick={() => onToggleGroup(group.id)}
              >
                <span>{group.name}</span>
                {chosen > 0 && <span className="filter-group__count">{chosen} selected</span>}
              </button>
            </legend>
            <ul id={optionsId} className="filter-group__options" hidden={!open}>
              {group.children.map((child) => {
                const swatch = swatchFor(group.name, child.name);
                return (
                  <li key={child.id}>
                    <label className="filter-option">
                      <input
                        type="checkbox"
                        className="filter-option__input"
                        checked={selected.includes(child.id)}
                        onChange={() => onToggleAttribute(child.id)}
                        data-testid={`filter-attribute-${child.id}`}
                      />
                      {swatch && (
                        <span
                          className={`filter-option__swatch filter-option__swatch--${swatch.toLowerCase()}`}
                          aria-hidden="true"
                          data-testid={`swatch-${swatch.toLowerCase()}`}
                        />
                      )}
                      <span>{child.name}</span>
                    </label>
                  </li>
                );
              })}
            </ul>
          </fieldset>
        );
      })}
    </div>
  );
}
