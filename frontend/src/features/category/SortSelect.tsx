import { isSortOption, SORT_OPTIONS, type SortOption } from '@shop/contracts';
import { useId } from 'react';
import './sort-select.css';

const OPTIONS = Object.entries(SORT_OPTIONS) as [SortOption, string][];

/**
 * Bestsellers, Price (Desc), Price (Asc), Name: A to Z, Name: Z to A (docs/rules-storefront.md
 * "Constants").
 */
export function SortSelect({
  value,
  onChange,
}: {
  value: SortOption;
  onChange: (sort: SortOption) => void;
}) {
  const id = useId();
  return (
    <div className="sort-select">
      <label htmlFor={id} className="sort-select__label">
        Sort by
      </label>
      <select
        id={id}
        className="sort-select__control"
        value={value}
        onChange={(event) => {
          if (isSortOption(event.target.value)) onChange(event.target.value);
        }}
        data-testid="sort-select"
      >
        {OPTIONS.map(([option, label]) => (
          <option key={option} value={option}>
            {label}
          </option>
        ))}
      </select>
    </div>
  );
}
