import { useCallback, useSyncExternalStore } from 'react';

/** Below this width the filters move into the 'Filter By' overlay (spec 001 §2.3). */
export const SMALL_SCREEN_QUERY = '(max-width: 767.98px)';

/**
 * Whether a media query matches now, kept current as the window changes. Read during render, so
 * the first paint already has the right layout; without `matchMedia` (tests) it answers false.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window.matchMedia !== 'function') return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => typeof window.matchMedia === 'function' && window.matchMedia(query).matches,
    () => false,
  );
}
