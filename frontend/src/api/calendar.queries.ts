import type { CalendarDaysResponse } from '@shop/contracts';
import { queryOptions } from '@tanstack/react-query';
import { fetchData } from '../http/fetch-data';

/** Query keys of the delivery calendar (docs/rules-checkout.md "Calls"). */
export const calendarKeys = {
  all: ['calendar'] as const,
  days: (productId: number, start: string, end: string, pad: boolean) =>
    [...calendarKeys.all, productId, start, end, pad] as const,
};

/** `GET /api/calendar/get-days/{start}/{end}/{productId}`; `pad` for month views. */
export const calendarDaysQueryOptions = (
  productId: number,
  start: string,
  end: string,
  pad = false,
) =>
  queryOptions({
    queryKey: calendarKeys.days(productId, start, end, pad),
    queryFn: ({ signal }) =>
      fetchData<CalendarDaysResponse>(
        `/api/calendar/get-days/${start}/${end}/${productId}${pad ? '?pad=true' : ''}`,
        signal,
      ),
  });
