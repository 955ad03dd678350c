/**
 * What a `redirectUrl` answer hands to the page it opens (docs/rules-checkout.md "Calls" rule 6).
 */
export interface RedirectState {
  data: unknown;
  errors: readonly string[] | undefined;
}

export type Navigator = (url: string, state: RedirectState) => void;

// Until entry-client.tsx wires the router in, fall back to a full page load so a redirect is never lost.
let navigator: Navigator = (url) => window.location.assign(url);

/** Installed once at start-up so the request helper never imports the router. */
export function setNavigator(next: Navigator): void {
  navigator = next;
}

export function navigateTo(url: string, state: RedirectState): void {
  navigator(url, state);
}
