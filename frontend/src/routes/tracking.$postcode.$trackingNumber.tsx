import { createFileRoute } from '@tanstack/react-router';
import { trackingQueryOptions } from '../api/orders.queries';
import { leaveFailureToPage } from '../api/page-failure';
import { TrackingPage } from '../features/tracking/TrackingPage';

export const Route = createFileRoute('/tracking/$postcode/$trackingNumber')({
  // Rendered in the browser only: one recipient's order, never part of a page a shared cache may keep.
  ssr: false,
  // A wrong postcode or number answers 404: the page says so in place.
  loader: ({ context: { queryClient }, params: { postcode, trackingNumber } }) =>
    queryClient
      .ensureQueryData(trackingQueryOptions(postcode, trackingNumber))
      .catch(leaveFailureToPage),
  codeSplitGroupings: [['loader', 'component']],
  component: TrackingRoute,
});

function TrackingRoute() {
  const { postcode, trackingNumber } = Route.useParams();
  return <TrackingPage postcode={postcode} trackingNumber={trackingNumber} />;
}
