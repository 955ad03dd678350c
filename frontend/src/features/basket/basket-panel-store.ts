import { useSyncExternalStore } from 'react';

/** The header's basket button, which the panel belongs to and hands focus back to. */
export const BASKET_BUTTON_ID = 'header-basket-button';

/** Whether the basket side panel is open (docs/rules-checkout.md "Checkout state"). */
let active = false;
const listeners = new Set<() => void>();

function set(next: boolean): void {
  if (next === active) return;
  active = next;
  listeners.forEach((listener) => listener());
}

export const basketPanel = {
  open: () => set(true),
  close: () => set(false),
  toggle: () => set(!active),
  isOpen: () => active,
};

export function useBasketPanelOpen(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => active,
    () => false,
  );
}
