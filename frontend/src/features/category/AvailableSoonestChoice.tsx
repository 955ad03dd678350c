import { plainWeekdayOrdinalDate, type IsoDate } from '@shop/contracts';
import { useId } from 'react';
import './filter-groups.css';

/**
 * 'Available Soonest': ticking it asks for products deliverable tomorrow; ticking it again clears
 * the date (docs/rules-storefront.md "Category page state").
 */
export function AvailableSoonestChoice({
  date,
  onToggle,
}: {
  date: IsoDate | null;
  onToggle: () => void;
}) {
  const hintId = useId();
  return (
    <fieldset className="filter-group" data-testid="filter-group-delivery">
      <legend className="filter-group__legend filter-group__heading">Delivery</legend>
      <div className="filter-group__options">
        <label className="filter-option">
          <input
            type="checkbox"
            className="filter-option__input"
            checked={date !== null}
            onChange={onToggle}
            aria-describedby={date ? hintId : undefined}
            data-testid="filter-available-soonest"
          />
          <span>Available Soonest</span>
        </label>
        {date && (
          <p id={hintId} className="filter-group__hint" data-testid="available-soonest-date">
            Delivery on {plainWeekdayOrdinalDate(date)}
          </p>
        )}
      </div>
    </fieldset>
  );
}
