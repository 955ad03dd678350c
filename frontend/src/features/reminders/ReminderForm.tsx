import {
  MONTH_NAMES,
  REMINDER_LIMITS,
  REMINDER_OCCASIONS,
  occasionTakesDate,
  type ReminderData,
  type ReminderOccasion,
  type ReminderRequest,
} from '@shop/contracts';
import { useId, useState, type FormEvent } from 'react';
import { isRequestError } from '../../http/request-error';
import { useSaveReminder } from '../../api/reminders.queries';
import { FormErrors } from '../account/AuthCard';
import { OCCASION_RULES } from './reminder-text';

/** Days of a month, February with its 29th (a birthday on it is kept, on the 28th other years). */
const daysIn = (month: number) => (month === 2 ? 29 : [4, 6, 9, 11].includes(month) ? 30 : 31);

/** What a refused save said: every message the server gave, else the generic words. */
function messagesOf(error: Error): string[] {
  if (isRequestError(error) && error.serverErrors.length > 0) return [...error.serverErrors];
  return error.message.split('|');
}

/**
 * The reminder form of `/account/reminder-service/add` and `/edit/:id`: the occasion, its day
 * and month (the shop's own dates work themselves out), who it is for and a note for the email.
 * A gift chosen before is kept as it is.
 */
export function ReminderForm({
  initial,
  onSaved,
}: {
  initial: ReminderData | null;
  onSaved: (saved: ReminderData) => void;
}) {
  const save = useSaveReminder(initial?.id ?? null);
  const [occasion, setOccasion] = useState<ReminderOccasion>(initial?.occasion ?? 'Birthday');
  const [day, setDay] = useState(initial?.day ? String(initial.day) : '');
  const [month, setMonth] = useState(initial?.month ? String(initial.month) : '');
  const [recipientName, setRecipientName] = useState(initial?.recipientName ?? '');
  const [note, setNote] = useState(initial?.note ?? '');
  const [errors, setErrors] = useState<readonly string[]>([]);
  const id = useId();
  const takesDate = occasionTakesDate(occasion);
  const lastDay = daysIn(Number(month) || 1);
  const noteLeft = REMINDER_LIMITS.note - note.length;

  const chooseMonth = (value: string) => {
    setMonth(value);
    // 31st chosen, then April: the last day of April.
    if (value && Number(day) > daysIn(Number(value))) setDay(String(daysIn(Number(value))));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.isPending) return;
    const body: ReminderRequest = {
      occasion,
      ...(takesDate ? { day: Number(day) || null, month: Number(month) || null } : {}),
      recipientName: recipientName.trim(),
      note: note.trim(),
      productId: initial?.productId ?? null,
    };
    save.mutate(body, {
      onSuccess: (saved) => {
        setErrors([]);
        onSaved(saved);
      },
      onError: (error) => setErrors(messagesOf(error)),
    });
  };

  return (
    <form className="reminder-form" onSubmit={submit} noValidate data-testid="reminder-form">
      <div className="reminder-field">
        <label className="reminder-field__label" htmlFor={`${id}-occasion`}>
          Occasion
        </label>
        <select
          id={`${id}-occasion`}
          name="occasion"
          className="reminder-field__control"
          value={occasion}
          onChange={(event) => setOccasion(event.target.value as ReminderOccasion)}
          data-testid="reminder-occasion"
        >
          {REMINDER_OCCASIONS.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      </div>

      {takesDate ? (
        <fieldset className="reminder-date" aria-describedby={`${id}-date-hint`}>
          <legend className="reminder-field__label">Date of the occasion</legend>
          <p id={`${id}-date-hint`} className="reminder-field__hint">
            We remind you a week before, every year.
          </p>
          <div className="reminder-date__parts">
            <div className="reminder-field">
              <label className="reminder-field__label" htmlFor={`${id}-day`}>
                Day
              </label>
              <select
                id={`${id}-day`}
                name="day"
                className="reminder-field__control"
                required
                value={day}
                onChange={(event) => setDay(event.target.value)}
                data-testid="reminder-day"
              >
                <option value="">Day</option>
                {Array.from({ length: lastDay }, (_, i) => i + 1).map((n) => (
                  <option key={n} value={n}>
                    {n}
                  </option>
                ))}
              </select>
            </div>
            <div className="reminder-field">
              <label className="reminder-field__label" htmlFor={`${id}-month`}>
                Month
              </label>
              <select
                id={`${id}-month`}
                name="month"
                className="reminder-field__control"
                required
                value={month}
                onChange={(event) => chooseMonth(event.target.value)}
                data-testid="reminder-month"
              >
                <option value="">Month</option>
                {MONTH_NAMES.map((name, i) => (
                  <option key={name} value={i + 1}>
                    {name}
                  </option>
                ))}
              </select>
            </div>
          </div>
        </fieldset>
      ) : (
        <p className="reminder-field__hint" data-testid="reminder-date-rule">
          {occasion} falls on {OCCASION_RULES[occasion]}: we work the date out every year and remind
          you a week before.
        </p>
      )}

      <div className="reminder-field">
        <label className="reminder-field__label" htmlFor={`${id}-recipient`}>
          Who is it for?
        </label>
        <input
          id={`${id}-recipient`}
          name="recipientName"
          className="reminder-field__control"
          required
          maxLength={REMINDER_LIMITS.recipientName}
          autoComplete="off"
          value={recipientName}
          onChange={(event) => setRecipientName(event.target.value)}
          data-testid="reminder-recipient"
        />
      </div>

      <div className="reminder-field">
        <label className="reminder-field__label" htmlFor={`${id}-note`}>
          Note <span className="reminder-field__optional">(optional)</span>
        </label>
        <p id={`${id}-note-hint`} className="reminder-field__hint">
          A few words for yourself, shown in the reminder email.
        </p>
        <textarea
          id={`${id}-note`}
          name="note"
          className="reminder-field__control reminder-field__textarea"
          rows={4}
          maxLength={REMINDER_LIMITS.note}
          value={note}
          aria-describedby={`${id}-note-hint ${id}-note-count`}
          onChange={(event) => setNote(event.target.value)}
          data-testid="reminder-note"
        />
        <p
          id={`${id}-note-count`}
          className="reminder-field__hint"
          data-testid="reminder-note-count"
        >
          {noteLeft === 1 ? '1 character left' : `${noteLeft} characters left`}
        </p>
      </div>

      <FormErrors errors={errors} testId="reminder-errors" />
      <button
        type="submit"
        className="button button--primary reminder-form__submit"
        disabled={save.isPending}
        data-testid="reminder-submit"
      >
        {save.isPending ? 'Saving...' : 'Save Reminder'}
      </button>
    </form>
  );
}
