import { useId } from 'react';
import {
  CALENDAR_FAILED_MESSAGE,
  LOADING_MESSAGE,
  NO_DAYS_MESSAGE,
  SEARCHING_MESSAGE,
} from './calendar-messages';
import { CompactDays } from './CompactDays';
import { DeliveryMethods } from './DeliveryMethods';
import { MonthCalendar } from './MonthCalendar';
import { SelectedDelivery } from './SelectedDelivery';
import type { DeliveryCalendar } from './use-delivery-calendar';
import './delivery-date-picker.css';

/**
 * The delivery date picker (docs/rules-checkout.md "Delivery date picker"): four days and More
 * Dates, then the month calendar, and the selected day's delivery methods.
 */
export function DeliveryDatePicker({ calendar }: { calendar: DeliveryCalendar }) {
  const daysName = useId();
  const { days, selection, searching, failed, month } = calendar;
  const selectedDay = days.find((day) => day.date === selection.date);
  const status = searching ? (days.length === 0 ? LOADING_MESSAGE : SEARCHING_MESSAGE) : '';

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
        {calendar.noDays && (
          <p role="alert" className="date-picker__error" data-testid="calendar-no-days">
            {NO_DAYS_MESSAGE}
          </p>
        )}
        {month ? (
          <MonthCalendar calendar={calendar} month={month} name={daysName} />
        ) : (
          <CompactDays calendar={calendar} name={daysName} />
        )}
      </fieldset>
      {selectedDay && <DeliveryMethods calendar={calendar} day={selectedDay} />}
      {/* Also when the days shown do not include the selected one (More Dates keeps it). */}
      {(month || !selectedDay) && <SelectedDelivery selection={selection} />}
    </div>
  );
}
