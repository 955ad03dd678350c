import { formatPriceOrFree } from '@shop/contracts';
import { useId } from 'react';
import { hasNoAvailableDay, methodsOf, ordinalDate } from './calendar-rules';
import type { DeliveryCalendar } from './use-delivery-calendar';
import './delivery-date-picker.css';

export const CALENDAR_FAILED_MESSAGE = 'Oops! Something went wrong – please try again.';
export const NO_DAYS_MESSAGE =
  'Sorry, unfortunately there are no available days for this product - please select another gift.';
export const OVERRIDE_UNAVAILABLE_MESSAGE =
  'Sorry, unfortunately we are unable to deliver to your postcode on this day.';

/**
 * The compact delivery date picker (spec 000 §2): four days, More Dates, and the selected day's
 * delivery methods.
 */
export function DeliveryDatePicker({ calendar }: { calendar: DeliveryCalendar }) {
  const daysName = useId();
  const methodsName = useId();
  const { days, selection, loaded, searching, failed } = calendar;
  const selectedDay = days.find((day) => day.date === selection.date);
  const status = searching
    ? days.length === 0
      ? 'Loading…'
      : 'Searching for available days…'
    : '';

  return (
    <div className="date-picker" data-testid="delivery-date-picker" aria-busy={searching}>
      <fieldset className="date-picker__group">
        <legend className="date-picker__legend">Choose a delivery date</legend>
        <p className="date-picker__status" aria-live="polite" data-testid="calendar-status">
          {status}
        </p>
        {failed && (
          <p role="alert" className="date-picker__error" data-testid="calendar-error">
            {CALENDAR_FAILED_MESSAGE}
          </p>
        )}
        {loaded && hasNoAvailableDay(days) && (
          <p role="alert" className="date-picker__error" data-testid="calendar-no-days">
            {NO_DAYS_MESSAGE}
          </p>
        )}
        <div className="date-picker__days">
          {days.map((day) => {
            const checked = day.date === selection.date;
            const method = checked ? selection.method : null;
            return (
              <label
                key={day.date}
                className={`date-picker__day${checked ? ' date-picker__day--selected' : ''}`}
                data-testid={`calendar-day-${day.date}`}
              >
                <input
                  type="radio"
                  className="date-picker__radio"
                  name={daysName}
                  value={day.date}
                  checked={checked}
                  disabled={!day.isAvailable || day.isDummy || !loaded}
                  onChange={() => calendar.choose(day.date)}
                />
                <span className="date-picker__date">{ordinalDate(day.date)}</span>
                <span className="date-picker__method">
                  {!day.isAvailable
                    ? 'Unavailable'
                    : method
                      ? `by ${method.name}${method.dateSuffix}`
                      : ''}
                </span>
              </label>
            );
          })}
        </div>
        <button
          type="button"
          className="date-picker__more"
          disabled={!calendar.canStep}
          onClick={calendar.nextStep}
          data-testid="calendar-more-dates"
        >
          More Dates
        </button>
      </fieldset>
      {selectedDay && (
        <fieldset className="date-picker__group" data-testid="delivery-methods">
          <legend className="date-picker__legend">Choose a delivery method</legend>
          <div className="date-picker__methods">
            {methodsOf(selectedDay).map((method) => (
              <label
                key={method.id}
                className="date-picker__method-option"
                data-testid={`delivery-method-${method.id}`}
              >
                <input
                  type="radio"
                  className="date-picker__radio"
                  name={methodsName}
                  value={method.id}
                  checked={selection.method?.id === method.id}
                  disabled={!loaded}
                  onChange={() => calendar.choose(selectedDay.date, method.id)}
                />
                <span className="date-picker__method-name">{method.name}</span>
                <span className="date-picker__method-price">{formatPriceOrFree(method.price)}</span>
              </label>
            ))}
          </div>
          {selection.overrideUnavailable && (
            <p role="alert" className="date-picker__error" data-testid="override-unavailable">
              {OVERRIDE_UNAVAILABLE_MESSAGE}
            </p>
          )}
        </fieldset>
      )}
    </div>
  );
}
