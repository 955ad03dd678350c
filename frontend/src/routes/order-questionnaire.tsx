import { createFileRoute } from '@tanstack/react-router';
import { QuestionnairePage } from '../features/order-complete/QuestionnairePage';

export const Route = createFileRoute('/order-questionnaire')({
  // Rendered in the browser only: one shopper's purchase, never part of a page a shared cache may keep.
  ssr: false,
  component: QuestionnairePage,
});
