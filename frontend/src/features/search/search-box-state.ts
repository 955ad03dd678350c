/** What the suggestion list tells the search box: for the input's ARIA and the spoken status. */
export interface SuggestionList {
  /** Whether the listbox shows suggestions. */
  expanded: boolean;
  /** Index of the highlighted suggestion, or -1. */
  active: number;
  /** What a screen reader is told about the suggestions ('' while none have been answered). */
  status: string;
}

/** Before the list's code arrives, and whenever it shows nothing. */
export const CLOSED_LIST: SuggestionList = { expanded: false, active: -1, status: '' };
