/**
 * Session-storage key of the first visit's referrer (docs/rules-checkout.md "Constants",
 * docs/rules-storefront.md "Tracking and referrer").
 */
export const INITIAL_REFERRER_KEY = 'initial_referrer';

/**
 * Keeps the referrer of the first page view of this browser session; later views, whose referrer
 * is the shop itself, leave it alone. Storage can be switched off, in which case nothing is kept.
 */
export function rememberInitialReferrer(
  storage: Storage = window.sessionStorage,
  referrer: string = document.referrer,
): void {
  try {
    if (storage.getItem(INITIAL_REFERRER_KEY) === null) {
      storage.setItem(INITIAL_REFERRER_KEY, referrer);
    }
  } catch {
    // Blocked storage (privacy settings) must not stop the shop from starting.
  }
}

export function getInitialReferrer(storage: Storage = window.sessionStorage): string | null {
  try {
    return storage.getItem(INITIAL_REFERRER_KEY);
  } catch {
    return null;
  }
}
