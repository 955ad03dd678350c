import { formatPriceOrFree, type CalendarDayResponse } from '@shop/contracts';
import { useId } from 'react';
import { OVERRIDE_UNAVAILABLE_MESSAGE } from './calendar-messages';
import { methodsOf } from './calendar-rules';
import type { DeliveryCalendar } from './use-delivery-calendar';

/** The selected day's delivery methods, cheapest first, with FREE for zero. */
export function DeliveryMethods({
  calendar,
  day,
}: {
  calendar: DeliveryCalendar;
  day: CalendarDayResponse;
}) {
  const name = useId();
  const { selection, loaded } = calendar;
  return (
    <fieldset className="date-picker__group" data-testid="delivery-methods">
      <legend className="date-picker__legend">Choose a delivery method</legend>
      <div className="date-picker__methods">
        {methodsOf(day).map((method) => (
          <label
            key={method.id}
            className="date-picker__method-option"
            data-testid={`delivery-method-${method.id}`}
          >
            <input
              type="radio"
              className="date-picker__radio"
              name={name}
              value={method.id}
              checked={selection.method?.id === method.id}
              disabled={!loaded}
              onChange={() => calendar.choose(day.date, method.id)}
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
  );
}
