import { REMINDER_MESSAGES } from '@shop/contracts';
import { Link } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { errorText } from '../../api/error-text';
import { isRequestError } from '../../http/request-error';
import { useStopReminderByLink } from '../../api/reminders.queries';
import { Spinner } from '../../ui/Spinner';
import { AuthCard } from '../account/AuthCard';
import { reminderTitle } from './reminder-text';
import { accountPath } from '../account/account-paths';

/**
 * `/account/reminder-service/deactivate/:id` (no sign-in needed): the reminder email's 'Stop
 * these reminders' link, whose `:id` is the reminder's id signed by the shop.
 */
export function StopReminderPage({ token }: { token: string }) {
  const stop = useStopReminderByLink();
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    stop.mutate(token);
  }, [stop, token]);

  if (stop.isIdle || stop.isPending) return <Spinner label="Stopping your reminder…" />;
  return (
    <AuthCard title="Stop Reminders" testId="reminder-stop-page">
      {stop.data ? (
        <p className="account-notice" role="status" data-testid="reminder-stop-done">
          {REMINDER_MESSAGES.stopped} We will not email you about {reminderTitle(stop.data)} again.
        </p>
      ) : (
        <p className="account-alert" role="alert" data-testid="reminder-stop-refused">
          {isRequestError(stop.error) && stop.error.status === 404
            ? REMINDER_MESSAGES.linkInvalid
            : errorText(stop.error)}
        </p>
      )}
      <p>
        <Link to={accountPath('reminder-service')}>See your reminders</Link>
      </p>
    </AuthCard>
  );
}
