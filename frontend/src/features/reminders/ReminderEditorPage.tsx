import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { errorText } from '../../api/error-text';
import { isRequestError } from '../../http/request-error';
import { reminderQueryOptions } from '../../api/reminders.queries';
import { Spinner } from '../../ui/Spinner';
import { AccountPage } from '../account/AccountPage';
import { ReminderForm } from './ReminderForm';
import './reminders.css';
import { accountPath } from '../account/account-paths';

/** Back to the list, which says the reminder was saved. */
function useBackToList() {
  const navigate = useNavigate();
  return () => void navigate({ to: accountPath('reminder-service'), search: { saved: true } });
}

/** `/account/reminder-service/add`. */
export function AddReminderPage() {
  const back = useBackToList();
  return (
    <AccountPage title="Add a Reminder" testId="reminder-add-page">
      <ReminderForm initial={null} onSaved={back} />
      <BackLink />
    </AccountPage>
  );
}

/** `/account/reminder-service/edit/:id`: one of the customer's reminders (else not found). */
export function EditReminderPage({ id }: { id: string }) {
  const back = useBackToList();
  const reminder = useQuery(reminderQueryOptions(id));
  return (
    <AccountPage title="Edit Reminder" testId="reminder-edit-page">
      {reminder.isPending && <Spinner label="Loading your reminder…" />}
      {reminder.isError && (
        <p className="account-alert" role="alert" data-testid="reminder-edit-missing">
          {isRequestError(reminder.error) && reminder.error.status === 404
            ? 'Sorry, we couldn’t find that reminder. It may have been deactivated.'
            : errorText(reminder.error)}
        </p>
      )}
      {reminder.data && <ReminderForm initial={reminder.data} onSaved={back} />}
      <BackLink />
    </AccountPage>
  );
}

function BackLink() {
  return (
    <p className="reminder-back">
      <Link to={accountPath('reminder-service')}>Back to your reminders</Link>
    </p>
  );
}
