import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { headerInfoQueryOptions } from '../api/catalogue.queries';

// The date is written by the shared date helpers, which bring the date library with them; it
// loads after the page is up, so it stays out of the first download.
const DeliveryDateText = lazy(() =>
  import('./DeliveryDateText').then(
    (module) => ({ default: module.DeliveryDateText }),
    // A line of reassurance is not worth an error page: without its file it stays empty.
    () => ({ default: () => null }),
  ),
);

/**
 * The bar above the header with 'Earliest available delivery: Friday 5th June' (spec 001 §2.7).
 * Empty while loading and when there is no date; the bar keeps its height either way.
 */
export function HeaderDelivery() {
  const { data } = useQuery(headerInfoQueryOptions());
  const date = data?.earliestDeliveryDate ?? null;
  return (
    <div className="header-delivery" data-testid="header-delivery">
      {date && (
        <Suspense fallback={null}>
          <DeliveryDateText date={date} />
        </Suspense>
      )}
    </div>
  );
}
