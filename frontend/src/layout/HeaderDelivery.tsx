import { useQuery } from '@tanstack/react-query';
import { headerInfoQueryOptions } from '../api/header-search.queries';
import { DeliveryDateText } from './DeliveryDateText';

/**
 * The bar above the header with 'Earliest available delivery: Friday 5th June'
 * (docs/rules-storefront.md "Header, navigation and favourites"). Empty while loading and when
 * there is no date; the bar keeps its height either way. The date is written by contracts'
 * luxon-free helpers, so the date library stays off the home page. It is asked for in the browser,
 * never baked into a server-rendered page a CDN may keep past a cutoff.
 */
export function HeaderDelivery() {
  const { data } = useQuery(headerInfoQueryOptions());
  const date = data?.earliestDeliveryDate ?? null;
  return (
    <div className="header-delivery" data-testid="header-delivery">
      {date && <DeliveryDateText date={date} />}
    </div>
  );
}
