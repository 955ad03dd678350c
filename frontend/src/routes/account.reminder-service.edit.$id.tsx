import { createFileRoute } from '@tanstack/react-router';
import { EditReminderPage } from '../features/reminders/ReminderEditorPage';

/** `/account/reminder-service/edit/:id`: one of the customer's reminders. */
export const Route = createFileRoute('/account/reminder-service/edit/$id')({
  ssr: false,
  head: () => ({ meta: [{ title: 'Edit Reminder | Posy' }] }),
  component: EditReminderRoute,
});

function EditReminderRoute() {
  const { id } = Route.useParams();
  // A new id, a new form: nothing typed for one reminder is kept for another.
  return <EditReminderPage key={id} id={id} />;
}
