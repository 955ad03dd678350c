import { createFileRoute } from '@tanstack/react-router';
import { StopReminderPage } from '../features/reminders/StopReminderPage';

/**
 * `/account/reminder-service/deactivate/:id`: outside the account frame, so the reminder email's
 * link works without signing in (`:id` is the reminder's id signed by the shop).
 */
export const Route = createFileRoute('/account_/reminder-service/deactivate/$id')({
  ssr: false,
  head: () => ({
    meta: [{ title: 'Stop Reminders | Posy' }, { name: 'robots', content: 'noindex' }],
  }),
  component: StopReminderRoute,
});

function StopReminderRoute() {
  const { id } = Route.useParams();
  return <StopReminderPage key={id} token={id} />;
}
