import { createFileRoute } from '@tanstack/react-router';
import { QuestionnairePage } from '../features/order-complete/QuestionnairePage';

export const Route = createFileRoute('/order-questionnaire')({
  component: QuestionnairePage,
});
