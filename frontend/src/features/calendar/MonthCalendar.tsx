import { plusDays } from '@shop/contracts';
import { useId, type KeyboardEvent } from 'react';
import { LAST_MONTH_MESSAGE } from './calendar-messages';
import { MonthDay } from './MonthDay';
import { monthGrid, monthTitle, paintedDates } from './month-rules';
import type { DeliveryCalendar, MonthControls } from './use-delivery-calendar';

const WEEKDAYS = [
  ['Mon', 'Monday'],
  ['Tue', 'Tuesday'],
  ['Wed', 'Wednesday'],
  ['Thu', 'Thursday'],
  ['Fri', 'Friday'],
  ['Sat', 'Saturday'],
  ['Sun', 'Sunday'],
] as const;

/**
 * The month calendar (docs/rules-checkout.md "Delivery date picker", "Calendar"): previous and next
 * month, and the month's days Monday to Sunday as one radio group. Arrow keys move a day (the
 * browser's radio group), Up and Down a week.
 */
export function MonthCalendar({
  calendar,
  month,
  name,
}: {
  calendar: DeliveryCalendar;
  month: MonthControls;
  name: string;
}) {
  const titleId = useId();
  const { days, selection, loaded } = calendar;
  const cells = monthGrid(month.month, days).flat();
  const painted = paintedDates(days);

  const moveByWeek = (event: KeyboardEvent<HTMLDivElement>) => {
    const input = event.target as HTMLInputElement;
    if ((event.key !== 'ArrowUp' && event.key !== 'ArrowDown') || input.type !== 'radio') return;
    const date = plusDays(input.value, event.key === 'ArrowUp' ? -7 : 7);
    const target = event.currentTarget.querySelector<HTMLInputElement>(
      `input[value="${date}"]:enabled`,
    );
    if (!target) return;
    event.preventDefault();
    target.focus();
    calendar.choose(date);
  };

  return (
    <div className="month-calendar" data-testid="month-calendar">
      <div className="month-calendar__nav">
        <button
          type="button"
          className="month-calendar__step"
          aria-label="Previous month"
          disabled={!month.canPrevious}
          onClick={month.previous}
          data-testid="calendar-previous-month"
        >
          <span aria-hidden="true">‹</span>
        </button>
        <h3
          id={titleId}
          className="month-calendar__title"
          aria-live="polite"
          data-testid="calendar-month"
        >
          {monthTitle(month.month)}
        </h3>
        <button
          type="button"
          className="month-calendar__step"
          aria-label="Next month"
          disabled={!month.canNext}
          onClick={month.next}
          data-testid="calendar-next-month"
        >
          <span aria-hidden="true">›</span>
        </button>
      </div>
      {month.lastMonthWarning && (
        <p role="alert" className="date-picker__error" data-testid="calendar-last-month">
          {LAST_MONTH_MESSAGE}
        </p>
      )}
      <div
        className="month-calendar__grid"
        role="group"
        aria-labelledby={titleId}
        onKeyDown={moveByWeek}
      >
        {WEEKDAYS.map(([short, long]) => (
          <abbr key={short} className="month-calendar__weekday" title={long} aria-hidden="true">
            {short}
          </abbr>
        ))}
        {cells.map((cell, index) =>
          cell ? (
            <MonthDay
              key={cell.date}
              day={cell}
              name={name}
              checked={cell.date === selection.date}
              painted={painted.has(cell.date)}
              disabled={!cell.isAvailable || !loaded}
              onChoose={() => calendar.choose(cell.date)}
            />
          ) : (
            <span key={`pad-${index}`} className="month-calendar__pad" data-testid="calendar-pad" />
          ),
        )}
      </div>
      <button
        type="button"
        className="date-picker__more"
        disabled={calendar.searching}
        onClick={month.showFewer}
        data-testid="calendar-show-fewer"
      >
        Show fewer dates
      </button>
    </div>
  );
}
