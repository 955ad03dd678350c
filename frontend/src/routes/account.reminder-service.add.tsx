import { createFileRoute } from '@tanstack/react-router';
import { AddReminderPage } from '../features/reminders/ReminderEditorPage';

export const Route = createFileRoute('/account/reminder-service/add')({
  ssr: false,
  head: () => ({ meta: [{ title: 'Add a Reminder | Posy' }] }),
  component: AddReminderPage,
});
