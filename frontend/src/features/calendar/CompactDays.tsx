import { deliveryDateText } from './calendar-rules';
import type { DeliveryCalendar } from './use-delivery-calendar';

/** The compact view (docs/rules-checkout.md "Delivery date picker"): four days and More Dates. */
export function CompactDays({ calendar, name }: { calendar: DeliveryCalendar; name: string }) {
  const { days, selection, loaded } = calendar;
  return (
    <>
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
                name={name}
                value={day.date}
                checked={checked}
                disabled={!day.isAvailable || day.isDummy || !loaded}
                onChange={() => calendar.choose(day.date)}
              />
              <span className="date-picker__date">{deliveryDateText(day.date, method)}</span>
              <span className="date-picker__method">
                {!day.isAvailable ? 'Unavailable' : method ? `by ${method.name}` : ''}
              </span>
            </label>
          );
        })}
      </div>
      <div className="date-picker__more-row">
        <button
          type="button"
          className="date-picker__more"
          disabled={!calendar.canStep}
          onClick={calendar.nextStep}
          data-testid="calendar-more-dates"
        >
          More Dates
        </button>
        <button
          type="button"
          className="date-picker__more"
          disabled={!calendar.canStep}
          onClick={calendar.openMonth}
          data-testid="calendar-open-month"
        >
          Show all dates
        </button>
      </div>
    </>
  );
}
