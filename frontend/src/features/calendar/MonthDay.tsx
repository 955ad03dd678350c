import type { CalendarDayResponse } from '@shop/contracts';
import { ordinalDate } from './calendar-rules';

/** One day of the month calendar: its number on screen, `5th June` to a screen reader. */
export function MonthDay({
  day,
  name,
  checked,
  painted,
  disabled,
  onChoose,
}: {
  day: CalendarDayResponse;
  name: string;
  checked: boolean;
  /**
   * One of the methods' `daysToPaint` (docs/rules-checkout.md "Delivery method"): an occasion,
   * highlighted.
   */
  painted: boolean;
  disabled: boolean;
  onChoose: () => void;
}) {
  const classes = [
    'month-calendar__day',
    checked && 'month-calendar__day--selected',
    painted && 'month-calendar__day--painted',
    !day.isAvailable && 'month-calendar__day--unavailable',
  ].filter(Boolean);
  return (
    <label
      className={classes.join(' ')}
      data-testid={`calendar-day-${day.date}`}
      data-painted={painted || undefined}
    >
      <input
        type="radio"
        className="date-picker__radio"
        name={name}
        value={day.date}
        checked={checked}
        disabled={disabled}
        aria-label={ordinalDate(day.date)}
        onChange={onChoose}
      />
      <span aria-hidden="true">{Number(day.date.slice(8))}</span>
    </label>
  );
}
