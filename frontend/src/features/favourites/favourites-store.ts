import { useSyncExternalStore } from 'react';

/**
 * Favourite product ids live in localStorage under this key (docs/rules-storefront.md
 * "Favourite product", "Constants").
 */
export const FAVOURITES_KEY = 'favourite';

const listeners = new Set<() => void>();
let cached: { raw: string | null; ids: number[] } = { raw: null, ids: [] };

function readIds(): number[] {
  let raw: string | null;
  try {
    raw = window.localStorage.getItem(FAVOURITES_KEY);
  } catch {
    return cached.ids;
  }
  if (raw === cached.raw) return cached.ids;
  let ids: number[] = [];
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    if (Array.isArray(parsed))
      ids = [...new Set(parsed.map(Number).filter((n) => Number.isInteger(n) && n > 0))];
  } catch {
    ids = [];
  }
  cached = { raw, ids };
  return ids;
}

function writeIds(ids: number[]): void {
  try {
    window.localStorage.setItem(FAVOURITES_KEY, JSON.stringify(ids));
  } catch {
    // Private browsing may refuse storage; the list then lives only for this page.
    cached = { raw: JSON.stringify(ids), ids };
  }
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === FAVOURITES_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export const favourites = {
  ids: readIds,
  add: (id: number) => writeIds([...readIds().filter((x) => x !== id), id]),
  remove: (id: number) => writeIds(readIds().filter((x) => x !== id)),
  toggle: (id: number) => (readIds().includes(id) ? favourites.remove(id) : favourites.add(id)),
  clear: () => writeIds([]),
};

/** The favourite ids, kept in step across components and browser tabs. */
/** The server knows no favourites; one array, so React sees the same snapshot each time. */
const NO_IDS: number[] = [];
const noIds = () => NO_IDS;

export function useFavouriteIds(): number[] {
  return useSyncExternalStore(subscribe, readIds, noIds);
}
