import { createFileRoute } from '@tanstack/react-router';
import { GiftCardCheckPage } from '../features/gift-card/GiftCardCheckPage';

/** `/gift-card` (spec 001 §2.1: Check a Gift Card). */
export const Route = createFileRoute('/gift-card/')({
  component: GiftCardCheckPage,
});
