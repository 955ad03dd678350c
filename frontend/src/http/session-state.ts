import { useSyncExternalStore } from 'react';

/**
 * Whether the shopper is signed in; `null` until the first answer says (docs/rules-checkout.md
 * "Checkout state").
 */
export interface SessionState {
  readonly isSignedIn: boolean | null;
}

type Listener = () => void;

const PENDING: SessionState = { isSignedIn: null };

let state: SessionState = PENDING;
const listeners = new Set<Listener>();

export function getSessionState(): SessionState {
  return state;
}

/**
 * Called by the request helper whenever an answer carries `isSignedIn` (docs/rules-checkout.md
 * "Calls" rule 5).
 */
export function setSignedIn(isSignedIn: boolean): void {
  // A new object only on change keeps useSyncExternalStore from re-rendering for nothing.
  if (state.isSignedIn === isSignedIn) return;
  state = { isSignedIn };
  listeners.forEach((listener) => listener());
}

export function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Back to "not known yet"; used by tests so one case's answer cannot leak into the next. */
export function resetSessionState(): void {
  state = PENDING;
  listeners.forEach((listener) => listener());
}

export function useSessionState(): SessionState {
  return useSyncExternalStore(subscribe, getSessionState, getSessionState);
}
