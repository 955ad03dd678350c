import { londonIsoDate, type CalendarDayResponse, type IsoDate } from '@shop/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { calendarDaysQueryOptions } from '../../api/calendar.queries';
import { isRequestError } from '../../http/request-error';
import { shopNow } from '../../ui/shop-clock';
import {
  compactWindow,
  hasNoAvailableDay,
  heldSelection,
  makeChoice,
  MAX_COMPACT_STEPS,
  presetChoice,
  resolveSelection,
  selectionAsChoice,
  type DeliveryChoice,
  type DeliveryPreset,
  type DeliverySelection,
  type MethodOverrides,
} from './calendar-rules';
import {
  canGoNext,
  canGoPrevious,
  monthNotice,
  monthOf,
  startingPoint,
  type MonthKey,
} from './month-rules';
import { useMonthCalendar } from './use-month-calendar';

const NO_DAYS: readonly CalendarDayResponse[] = [];

/** Month mode's controls; null in compact mode. */
export interface MonthControls {
  month: MonthKey;
  canPrevious: boolean;
  canNext: boolean;
  previous: () => void;
  next: () => void;
  /** The last-month warning shows (docs/rules-checkout.md "Calendar messages"). */
  lastMonthWarning: boolean;
  /** Back to the first four days, keeping the chosen day while it is among them. */
  showFewer: () => void;
}

export interface DeliveryCalendar {
  days: readonly CalendarDayResponse[];
  /** True once a days answer is in (kept while the next window loads). */
  loaded: boolean;
  /** True while a window is being fetched. */
  searching: boolean;
  /** True when the fetch failed with anything but a 403 (docs/rules-checkout.md "Roles"). */
  failed: boolean;
  /** The no-days message shows. */
  noDays: boolean;
  selection: DeliverySelection;
  step: number;
  /** More Dates can be pressed; the press after the last compact step opens month mode. */
  canStep: boolean;
  /** More Dates: the next four days, or the month calendar after the last step. */
  nextStep: () => void;
  /** Straight to the month calendar, at the month of the selected date. */
  openMonth: () => void;
  choose: (date: IsoDate, methodId?: string) => void;
  month: MonthControls | null;
}

export interface DeliveryCalendarOptions {
  /** London's today; compact windows count from it. */
  today?: IsoDate;
  /** A delivery to start on (the Change Delivery modal's order) until the shopper chooses. */
  preset?: DeliveryPreset | null;
}

/**
 * The delivery calendar's state (docs/rules-checkout.md "Calendar"): a four-day window stepped by
 * More Dates, then the month calendar, and the selected day and method resolved by the pure rules.
 */
export function useDeliveryCalendar(
  productId: number,
  overrides: MethodOverrides,
  { today = londonIsoDate(shopNow()), preset = null }: DeliveryCalendarOptions = {},
): DeliveryCalendar {
  const [start] = useState(() => startingPoint(today, preset?.date ?? null));
  const [step, setStep] = useState(start.step);
  const [choice, setChoice] = useState<DeliveryChoice | null>(null);
  // Looking at other dates never changes the delivery the shopper has (see heldSelection).
  const [held, setHeld] = useState<DeliverySelection | null>(null);
  const monthMode = useMonthCalendar(
    productId,
    start.month ? { shown: start.month, lastMonth: null } : null,
  );
  const view = monthMode.view;
  const compact = compactWindow(today, step);
  const query = useQuery({
    ...calendarDaysQueryOptions(productId, compact.start, compact.end),
    enabled: view === null,
    // The previous window stays on screen (disabled) while the next loads: no layout shift.
    placeholderData: keepPreviousData,
  });
  const compactFailed =
    query.isError && !(isRequestError(query.error) && query.error.status === 403);

  const days = view ? monthMode.days : (query.data ?? NO_DAYS);
  const selection =
    heldSelection(days, held) ??
    resolveSelection(days, choice ?? presetChoice(days, preset), overrides);
  const searching = monthMode.searching || (view === null && query.isFetching);
  const loaded = view
    ? monthMode.loaded
    : query.isSuccess && !query.isPlaceholderData && !monthMode.searching;
  const notice = view && loaded ? monthNotice(view, days) : null;

  const releaseHeld = () => {
    if (!held) return;
    setChoice(selectionAsChoice(days, selection));
    setHeld(null);
  };

  return {
    days,
    loaded,
    searching,
    failed: monthMode.failed || (view === null && compactFailed),
    noDays: view ? notice === 'no-days' : loaded && hasNoAvailableDay(days),
    selection,
    step,
    canStep: view === null && !searching,
    nextStep: () => {
      setHeld(selection);
      if (step < MAX_COMPACT_STEPS) {
        setStep(step + 1);
        return;
      }
      // The 16th step opens the month calendar at the dates being looked at.
      monthMode.open(monthOf(compact.start));
    },
    openMonth: () => {
      setHeld(selection);
      monthMode.open(monthOf(selection.date ?? compact.start));
    },
    choose: (date, methodId) => {
      const next = makeChoice(days, date, methodId, overrides);
      if (!next) return;
      setHeld(null);
      setChoice(next);
    },
    month: view && {
      month: view.shown,
      canPrevious: canGoPrevious(view, today, searching),
      canNext: canGoNext(view, searching),
      // Month by month, the selected day is kept while available, else the first
      // (docs/rules-checkout.md "Calendar").
      previous: () => {
        releaseHeld();
        monthMode.previous();
      },
      next: () => {
        releaseHeld();
        monthMode.next();
      },
      lastMonthWarning: notice === 'last-month',
      showFewer: () => {
        setHeld(selection);
        setStep(0);
        monthMode.close();
      },
    },
  };
}
