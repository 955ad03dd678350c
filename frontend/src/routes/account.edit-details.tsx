import { createFileRoute } from '@tanstack/react-router';
import { EditDetailsPage } from '../features/account/EditDetailsPage';

export const Route = createFileRoute('/account/edit-details')({
  ssr: false,
  head: () => ({ meta: [{ title: 'Edit Details | Posy' }] }),
  component: EditDetailsPage,
});
