import type { CardSearchFilters } from '../../api/cards.queries';

/** What the card search is narrowed by (docs/rules-storefront.md "Greetings-card pages"). */
export type CardFilters = CardSearchFilters;

export const NO_CARD_FILTERS: CardFilters = { term: '', personalised: false, attributes: [] };

/**
 * The search and filter panel edits a draft; Enter or 'Apply Filters' makes it the search that
 * runs. The page is keyed by category, so navigating to another category starts afresh
 * (docs/rules-storefront.md "Cards page").
 */
export interface CardSearchState {
  draft: CardFilters;
  applied: CardFilters;
  panelOpen: boolean;
}

export type CardSearchAction =
  | { type: 'openPanel' }
  | { type: 'closePanel' }
  | { type: 'setTerm'; term: string }
  | { type: 'togglePersonalised' }
  | { type: 'toggleAttribute'; id: number }
  | { type: 'apply' }
  | { type: 'clearAll' };

export const INITIAL_CARD_SEARCH: CardSearchState = {
  draft: NO_CARD_FILTERS,
  applied: NO_CARD_FILTERS,
  panelOpen: false,
};

export function cardSearchReducer(
  state: CardSearchState,
  action: CardSearchAction,
): CardSearchState {
  switch (action.type) {
    case 'openPanel':
      return state.panelOpen ? state : { ...state, panelOpen: true };
    case 'closePanel':
      // Closing without applying drops the unapplied edits, so the panel shows what is running.
      return { ...state, draft: state.applied, panelOpen: false };
    case 'setTerm':
      return { ...state, draft: { ...state.draft, term: action.term } };
    case 'togglePersonalised':
      return { ...state, draft: { ...state.draft, personalised: !state.draft.personalised } };
    case 'toggleAttribute': {
      const { attributes } = state.draft;
      const next = attributes.includes(action.id)
        ? attributes.filter((id) => id !== action.id)
        : [...attributes, action.id];
      return { ...state, draft: { ...state.draft, attributes: next } };
    }
    case 'apply': {
      const applied: CardFilters = {
        term: state.draft.term.trim(),
        personalised: state.draft.personalised,
        attributes: [...state.draft.attributes].sort((a, b) => a - b),
      };
      return { draft: applied, applied, panelOpen: false };
    }
    case 'clearAll':
      return { ...state, draft: NO_CARD_FILTERS, applied: NO_CARD_FILTERS };
    default: {
      const unknown: never = action;
      throw new Error(`Unknown card search action ${JSON.stringify(unknown)}`);
    }
  }
}

/** True when the running search narrows the cards at all. */
export function hasCardFilters(filters: CardFilters): boolean {
  return filters.term !== '' || filters.personalised || filters.attributes.length > 0;
}
