import type { CalendarDayResponse } from '@shop/contracts';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { calendarDaysQueryOptions } from '../../api/calendar.queries';
import { isRequestError } from '../../http/request-error';
import {
  afterSearch,
  findAvailableMonth,
  monthWindow,
  nextSearch,
  openingSearch,
  previousMonth,
  type MonthKey,
  type MonthSearch,
  type MonthView,
} from './month-rules';

const NO_DAYS: readonly CalendarDayResponse[] = [];

// A search fetches months that the grid then shows: kept fresh briefly so showing one does not
// fetch it again.
const MONTH_STALE_MS = 60_000;

const monthDaysQueryOptions = (productId: number, month: MonthKey) => {
  const { start, end } = monthWindow(month);
  return { ...calendarDaysQueryOptions(productId, start, end, true), staleTime: MONTH_STALE_MS };
};

const reportable = (error: unknown) =>
  error !== null && !(isRequestError(error) && error.status === 403);

export interface MonthCalendarState {
  /** Null in compact mode. */
  view: MonthView | null;
  days: readonly CalendarDayResponse[];
  loaded: boolean;
  /** A search or the shown month is being fetched. */
  searching: boolean;
  failed: boolean;
  open: (start: MonthKey) => void;
  next: () => void;
  previous: () => void;
  /** Back to compact mode; a search still running is forgotten. */
  close: () => void;
}

/**
 * Month mode of the delivery calendar (docs/rules-checkout.md "Calendar"): opening and Next look
 * ahead month by month for an available day; Previous just shows the month before.
 */
export function useMonthCalendar(
  productId: number,
  initialView: MonthView | null,
): MonthCalendarState {
  const queryClient = useQueryClient();
  const [view, setView] = useState<MonthView | null>(initialView);
  const [pending, setPending] = useState(false);
  const [searchError, setSearchError] = useState<unknown>(null);
  // Only the latest search may move the view.
  const latest = useRef(0);
  const query = useQuery({
    ...monthDaysQueryOptions(productId, view?.shown ?? '1970-01'),
    enabled: view !== null,
    // The month on screen stays (disabled) while the next loads: no layout shift.
    placeholderData: keepPreviousData,
  });

  const search = (request: MonthSearch) => {
    const id = ++latest.current;
    setPending(true);
    setSearchError(null);
    findAvailableMonth(request.from, (month) =>
      queryClient.fetchQuery(monthDaysQueryOptions(productId, month)),
    )
      .then((found) => {
        if (id === latest.current) setView((current) => afterSearch(current, request, found));
      })
      .catch((error: unknown) => {
        if (id === latest.current) setSearchError(error);
      })
      .finally(() => {
        if (id === latest.current) setPending(false);
      });
  };

  const searching = pending || query.isFetching;
  return {
    view,
    days: view ? (query.data ?? NO_DAYS) : NO_DAYS,
    loaded: view !== null && query.isSuccess && !query.isPlaceholderData && !searching,
    searching,
    failed: reportable(searchError) || (view !== null && reportable(query.error)),
    open: (start) => search(openingSearch(start)),
    next: () => {
      if (view) search(nextSearch(view));
    },
    previous: () => {
      if (!view) return;
      latest.current++;
      setPending(false);
      setSearchError(null);
      setView(previousMonth(view));
    },
    close: () => {
      latest.current++;
      setPending(false);
      setSearchError(null);
      setView(null);
    },
  };
}
