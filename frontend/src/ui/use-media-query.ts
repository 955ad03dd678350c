import { useCallback, useSyncExternalStore } from 'react';

/** Phones: below the 768 px breakpoint the storefront's layouts switch (filters, gallery, search). */
export const SMALL_SCREEN_QUERY = '(max-width: 767.98px)';

/**
 * A media query's answer, kept current as the window changes: `unknown` without `matchMedia`
 * (tests), `serverValue` on the server and while hydrating.
 */
function useMatchMedia<T>(query: string, unknown: boolean, serverValue: T): boolean | T {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window.matchMedia !== 'function') return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  const read = () =>
    typeof window.matchMedia === 'function' ? window.matchMedia(query).matches : unknown;
  return useSyncExternalStore<boolean | T>(subscribe, read, () => serverValue);
}

/**
 * Whether a CSS media query matches now, kept current as the window changes. Read during render,
 * so the first paint already has the right layout; without `matchMedia` (tests) it answers
 * `fallback`.
 */
export function useMediaQuery(query: string, fallback = false): boolean {
  return useMatchMedia(query, fallback, fallback);
}

/**
 * Like {@link useMediaQuery}, but `null` while the page is server-rendered and hydrated, when
 * nobody knows the screen yet: the caller renders both layouts and lets CSS show the right one,
 * so nothing moves when the answer arrives. Without `matchMedia` (tests) it answers `fallback`.
 */
export function useMediaMatch(query: string, fallback = false): boolean | null {
  return useMatchMedia(query, fallback, null);
}
