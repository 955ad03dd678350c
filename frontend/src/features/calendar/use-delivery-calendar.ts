import { londonIsoDate, type CalendarDayResponse, type IsoDate } from '@shop/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { calendarDaysQueryOptions } from '../../api/basket.queries';
import { isRequestError } from '../../api/request-error';
import {
  compactWindow,
  makeChoice,
  MAX_COMPACT_STEPS,
  resolveSelection,
  type DeliveryChoice,
  type DeliverySelection,
  type MethodOverrides,
} from './calendar-rules';

const NO_DAYS: readonly CalendarDayResponse[] = [];

export interface DeliveryCalendar {
  days: readonly CalendarDayResponse[];
  /** True once a days answer is in (kept while the next window loads). */
  loaded: boolean;
  /** True while a window is being fetched. */
  searching: boolean;
  /** True when the fetch failed with anything but a 403 (spec 000 §6). */
  failed: boolean;
  selection: DeliverySelection;
  step: number;
  canStep: boolean;
  nextStep: () => void;
  choose: (date: IsoDate, methodId?: string) => void;
}

/**
 * The compact delivery calendar's state (spec 000 §4 Calendar): a four-day window stepped by
 * More Dates, and the selected day and method resolved by the pure rules.
 */
export function useDeliveryCalendar(
  productId: number,
  overrides: MethodOverrides,
  today: IsoDate = londonIsoDate(new Date()),
): DeliveryCalendar {
  const [step, setStep] = useState(0);
  const [choice, setChoice] = useState<DeliveryChoice | null>(null);
  const { start, end } = compactWindow(today, step);
  const query = useQuery({
    ...calendarDaysQueryOptions(productId, start, end),
    placeholderData: keepPreviousData,
  });
  // The previous window stays on screen (disabled) while the next loads: no layout shift.
  const days = query.data ?? NO_DAYS;
  const selection = resolveSelection(days, choice, overrides);
  const failed = query.isError && !(isRequestError(query.error) && query.error.status === 403);

  return {
    days,
    loaded: query.isSuccess && !query.isPlaceholderData,
    searching: query.isFetching,
    failed,
    selection,
    step,
    canStep: step < MAX_COMPACT_STEPS && !query.isFetching,
    nextStep: () => setStep((s) => Math.min(s + 1, MAX_COMPACT_STEPS)),
    choose: (date, methodId) => {
      const next = makeChoice(days, date, methodId, overrides);
      if (next) setChoice(next);
    },
  };
}
