import type { EditingSection } from '@shop/contracts';

// Checkout links carry the section to open in history state (spec 000 §2).
declare module '@tanstack/react-router' {
  interface HistoryState {
    editing?: EditingSection | 'details';
  }
}
