import { queryOptions } from '@tanstack/react-query';
import { searchCardsQueryOptions, type CardSearch } from '../../api/catalogue.queries';
import { NO_CARD_FILTERS, type CardFilters } from './card-search-state';

/**
 * The route loader fetches a card page's opening list before render; a short stale time stops
 * the page asking for the same list again the moment it mounts.
 */
const CARD_LIST_STALE_MS = 60 * 1000;

/** `GET /api/search/cards?…` for a card page, with the listing's own stale time. */
export const cardListQueryOptions = (search: CardSearch) =>
  queryOptions({ ...searchCardsQueryOptions(search), staleTime: CARD_LIST_STALE_MS });

/** The search a card page runs for the given filters. */
export function cardSearchFor(
  categoryId: number,
  filters: CardFilters = NO_CARD_FILTERS,
): CardSearch {
  return {
    category: categoryId,
    term: filters.term,
    personalised: filters.personalised,
    attributes: filters.attributes,
  };
}
