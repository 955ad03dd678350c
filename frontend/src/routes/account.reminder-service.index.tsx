import { createFileRoute } from '@tanstack/react-router';
import { ReminderListPage } from '../features/reminders/ReminderListPage';

/** `/account/reminder-service`: the customer's reminders (`?saved` after adding or editing one). */
export const Route = createFileRoute('/account/reminder-service/')({
  ssr: false,
  validateSearch: (search: Record<string, unknown>): { saved?: boolean } =>
    search.saved === true || search.saved === 'true' ? { saved: true } : {},
  head: () => ({ meta: [{ title: 'Reminder Service | Posy' }] }),
  component: ReminderListRoute,
});

function ReminderListRoute() {
  const { saved } = Route.useSearch();
  return <ReminderListPage saved={saved ?? false} />;
}
