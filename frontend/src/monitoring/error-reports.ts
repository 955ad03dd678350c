import type { ClientErrorSource } from '@shop/contracts';

/**
 * Sends an error to the shop's error-reporting endpoint (docs/rules-checkout.md "Roles",
 * docs/rules-storefront.md "Messages") unless it is one to ignore. Everything but this call loads
 * with the first error, so a page without errors never downloads it; the report carries no identity
 * of its own: the server records the session's customer with it.
 */
export function reportError(
  error: unknown,
  source: ClientErrorSource,
  componentStack?: string,
): void {
  if (typeof window === 'undefined') return;
  import('./report-sender').then(
    ({ sendReport }) => sendReport(error, source, componentStack),
    // The sender's own chunk did not load (offline, a new deploy): dropped, never re-reported,
    // or its failure would report itself for ever.
    () => undefined,
  );
}

/** Errors nothing else caught: scripts that threw and promises nobody awaited. */
export function watchUncaughtErrors(target: Window = window): void {
  target.addEventListener('error', (event) => reportError(event.error ?? event.message, 'window'));
  target.addEventListener('unhandledrejection', (event) => reportError(event.reason, 'promise'));
}
