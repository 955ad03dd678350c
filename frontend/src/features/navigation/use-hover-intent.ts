import { useEffect, useRef } from 'react';

/** How long the pointer rests on an item before its panel opens, and is away before it closes. */
export const HOVER_OPEN_MS = 150;
export const HOVER_CLOSE_MS = 300;

/**
 * Opening on hover after a short rest, and closing a little after the pointer leaves, so a
 * pointer crossing the bar on its way elsewhere opens nothing, and one moving from the bar down
 * into a panel does not close it on the way.
 */
export function useHoverIntent(onRest: (key: string) => void, onAway: (key: string) => void) {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const later = (run: () => void, ms: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(run, ms);
  };
  return {
    enter: (key: string) => later(() => onRest(key), HOVER_OPEN_MS),
    leave: (key: string) => later(() => onAway(key), HOVER_CLOSE_MS),
    cancel: () => clearTimeout(timer.current),
  };
}
