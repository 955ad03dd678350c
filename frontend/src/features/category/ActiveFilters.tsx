import type { AttributeChild } from '@shop/contracts';
import './active-filters.css';

/** What is narrowing the grid, each removable, so a phone shopper sees it without the overlay. */
export function ActiveFilters({
  options,
  availableSoonest,
  onRemoveOption,
  onRemoveAvailableSoonest,
  onClearAll,
}: {
  options: readonly AttributeChild[];
  availableSoonest: boolean;
  onRemoveOption: (id: number) => void;
  onRemoveAvailableSoonest: () => void;
  onClearAll: () => void;
}) {
  if (options.length === 0 && !availableSoonest) return null;
  return (
    <div className="active-filters" data-testid="active-filters">
      <h2 className="visually-hidden">Active filters</h2>
      <ul className="active-filters__list">
        {availableSoonest && (
          <li>
            <button
              type="button"
              className="active-filters__chip"
              onClick={onRemoveAvailableSoonest}
              aria-label="Remove filter Available Soonest"
            >
              Available Soonest <span aria-hidden="true">×</span>
            </button>
          </li>
        )}
        {options.map((option) => (
          <li key={option.id}>
            <button
              type="button"
              className="active-filters__chip"
              onClick={() => onRemoveOption(option.id)}
              aria-label={`Remove filter ${option.name}`}
              data-testid={`active-filter-${option.id}`}
            >
              {option.name} <span aria-hidden="true">×</span>
            </button>
          </li>
        ))}
      </ul>
      <button
        type="button"
        className="active-filters__clear"
        onClick={onClearAll}
        data-testid="active-filters-clear"
      >
        Clear All
      </button>
    </div>
  );
}
