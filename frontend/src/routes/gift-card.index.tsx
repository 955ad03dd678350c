import { createFileRoute } from '@tanstack/react-router';
import { GiftCardCheckPage } from '../features/gift-card/GiftCardCheckPage';

/** `/gift-card` (docs/rules-storefront.md "Routes": Check a Gift Card). */
export const Route = createFileRoute('/gift-card/')({
  component: GiftCardCheckPage,
});
