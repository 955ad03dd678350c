import { createFileRoute } from '@tanstack/react-router';
import { giftCardPageQueryOptions } from '../api/gift-card.queries';
import { leaveFailureToPage } from '../api/page-failure';
import { GiftCardViewPage } from '../features/gift-card/GiftCardViewPage';

/** `/gift-card/:orderId/:code`: the link in the gift card email. */
export const Route = createFileRoute('/gift-card/$orderId/$code')({
  // Rendered in the browser only: one gift card's code, never part of a page a shared cache may keep.
  ssr: false,
  loader: ({ context: { queryClient }, params: { orderId, code } }) =>
    queryClient.ensureQueryData(giftCardPageQueryOptions(orderId, code)).catch(leaveFailureToPage),
  codeSplitGroupings: [['loader', 'component']],
  component: GiftCardViewRoute,
});

function GiftCardViewRoute() {
  const { orderId, code } = Route.useParams();
  return <GiftCardViewPage orderId={orderId} code={code} />;
}
