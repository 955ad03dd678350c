import { REMINDER_MESSAGES, type ReminderData } from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { errorText } from '../../api/error-text';
import { remindersQueryOptions, useDeactivateReminder } from '../../api/reminders.queries';
import { Spinner } from '../../ui/Spinner';
import { AccountPage } from '../account/AccountPage';
import { FormNotice } from '../account/AuthCard';
import { everyYearText, nextDateText, reminderTitle } from './reminder-text';
import './reminders.css';
import { accountPath } from '../account/account-paths';

/**
 * `/account/reminder-service`: the customer's reminders, soonest first, each with its occasion,
 * date and recipient, Edit and Deactivate (asked once more before it stops).
 */
export function ReminderListPage({ saved = false }: { saved?: boolean }) {
  const reminders = useQuery(remindersQueryOptions());
  const deactivate = useDeactivateReminder();
  const [notice, setNotice] = useState<string | null>(saved ? REMINDER_MESSAGES.saved : null);
  const noticeRef = useRef<HTMLDivElement>(null);

  const stop = (reminder: ReminderData) => {
    deactivate.mutate(reminder.id, {
      onSuccess: () => setNotice(REMINDER_MESSAGES.stopped),
    });
  };
  // The stopped reminder's buttons are gone: the notice takes the focus.
  useEffect(() => {
    if (notice === REMINDER_MESSAGES.stopped) noticeRef.current?.focus();
  }, [notice]);

  return (
    <AccountPage title="Reminder Service" testId="reminder-list-page">
      <p className="account-page__lead">
        Never miss a birthday or an anniversary: we email you a week before each occasion, with a
        gift idea.
      </p>
      <div ref={noticeRef} tabIndex={-1} className="reminder-list__notice">
        <FormNotice notice={notice} testId="reminder-notice" />
      </div>
      {deactivate.isError && (
        <p className="account-alert" role="alert" data-testid="reminder-deactivate-error">
          {errorText(deactivate.error)}
        </p>
      )}
      <p className="reminder-list__add">
        <Link
          to={accountPath('reminder-service/add')}
          className="button button--primary"
          data-testid="reminder-add"
        >
          Add a reminder
        </Link>
      </p>
      {reminders.isPending && <Spinner label="Loading your reminders…" />}
      {reminders.isError && (
        <p className="account-alert" role="alert">
          {errorText(reminders.error)}
        </p>
      )}
      {reminders.data?.length === 0 && (
        <p data-testid="reminder-empty">You have no reminders yet.</p>
      )}
      {reminders.data && reminders.data.length > 0 && (
        <ul className="account-list" data-testid="reminder-list">
          {reminders.data.map((reminder) => (
            <ReminderItem
              key={reminder.id}
              reminder={reminder}
              stopping={deactivate.isPending && deactivate.variables === reminder.id}
              onStop={() => stop(reminder)}
            />
          ))}
        </ul>
      )}
    </AccountPage>
  );
}

function ReminderItem({
  reminder,
  stopping,
  onStop,
}: {
  reminder: ReminderData;
  stopping: boolean;
  onStop: () => void;
}) {
  const [asking, setAsking] = useState(false);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const deactivateRef = useRef<HTMLButtonElement>(null);
  const asked = useRef(false);
  // The question takes the focus when it opens, and gives it back when cancelled.
  useEffect(() => {
    if (asking) confirmRef.current?.focus();
    else if (asked.current) deactivateRef.current?.focus();
    asked.current = asking;
  }, [asking]);
  const title = reminderTitle(reminder);
  return (
    <li className="account-list__item reminder-item" data-testid="reminder-item">
      <h2 className="account-list__heading" data-testid="reminder-occasion-text">
        {reminder.occasion}
      </h2>
      <dl className="reminder-item__facts">
        <div>
          <dt>For</dt>
          <dd data-testid="reminder-recipient-text">{reminder.recipientName}</dd>
        </div>
        <div>
          <dt>Date</dt>
          <dd data-testid="reminder-date-text">
            {everyYearText(reminder)} (next: {nextDateText(reminder.nextDate)})
          </dd>
        </div>
        {reminder.note && (
          <div>
            <dt>Note</dt>
            <dd className="reminder-item__note">{reminder.note}</dd>
          </div>
        )}
      </dl>
      {asking ? (
        <div className="reminder-item__confirm" role="group" aria-label={`Deactivate ${title}?`}>
          <p>Stop reminding you about {title}?</p>
          <div className="reminder-item__actions">
            <button
              ref={confirmRef}
              type="button"
              className="button button--primary"
              disabled={stopping}
              onClick={onStop}
              data-testid="reminder-deactivate-confirm"
            >
              {stopping ? 'Deactivating...' : 'Yes, deactivate'}
            </button>
            <button
              type="button"
              className="button button--secondary"
              disabled={stopping}
              onClick={() => setAsking(false)}
              data-testid="reminder-deactivate-cancel"
            >
              Cancel
            </button>
          </div>
        </div>
      ) : (
        <div className="reminder-item__actions">
          <Link
            to={accountPath(`reminder-service/edit/${encodeURIComponent(reminder.id)}`)}
            className="button button--secondary"
            aria-label={`Edit ${title}`}
            data-testid="reminder-edit"
          >
            Edit
          </Link>
          <button
            ref={deactivateRef}
            type="button"
            className="button button--secondary"
            onClick={() => setAsking(true)}
            aria-label={`Deactivate ${title}`}
            data-testid="reminder-deactivate"
          >
            Deactivate
          </button>
        </div>
      )}
    </li>
  );
}
