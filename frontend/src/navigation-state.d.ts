import type { RedirectState } from './api/navigation';

// Pages opened by a redirectUrl answer read these from history state (spec 000 §7 rule 6).
declare module '@tanstack/react-router' {
  interface HistoryState {
    data?: RedirectState['data'];
    errors?: RedirectState['errors'];
  }
}
