import type { EditingSection } from '@shop/contracts';
import type { RedirectState } from './http/navigation';

// The one augmentation of the router's history state: everything pages hand each other there.
declare module '@tanstack/react-router' {
  interface HistoryState {
    // Pages opened by a redirectUrl answer read these (docs/rules-checkout.md "Calls" rule 6).
    data?: RedirectState['data'];
    errors?: RedirectState['errors'];
    // Checkout links carry the section to open (docs/rules-checkout.md "Screens").
    editing?: EditingSection | 'details';
    // What the page a shopper came from just did ('The address has been added...'), said once.
    notice?: string;
  }
}
