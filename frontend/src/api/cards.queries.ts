import type { ListingProduct } from '@shop/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { catalogueKeys } from './catalogue-keys';
import { fetchData } from '../http/fetch-data';

export interface CardSearch {
  category: number;
  term: string;
  personalised: boolean;
  attributes: number[];
}

/** What a card search is narrowed by beyond its category: nothing at first. */
export type CardSearchFilters = Omit<CardSearch, 'category'>;

const NO_FILTERS: CardSearchFilters = { term: '', personalised: false, attributes: [] };

/** The search a card page runs for its category and the shopper's filters. */
export function cardSearchFor(categoryId: number, filters = NO_FILTERS): CardSearch {
  return {
    category: categoryId,
    term: filters.term,
    personalised: filters.personalised,
    attributes: filters.attributes,
  };
}

/** Query keys of the greetings-card search (docs/rules-storefront.md "Calls": index `cards`). */
export const cardKeys = {
  all: [...catalogueKeys.all, 'cards'] as const,
  list: (search: CardSearch) => [...cardKeys.all, search] as const,
};

/**
 * The route loader fetches a card page's opening list before render; a short stale time stops
 * the page asking for the same list again the moment it mounts.
 */
const CARD_LIST_STALE_MS = 60 * 1000;

/** `GET /api/search/cards?…`: the greetings-card listing (index `cards`). */
export const searchCardsQueryOptions = (search: CardSearch) => {
  const params = new URLSearchParams({ category: String(search.category) });
  if (search.term.trim()) params.set('term', search.term.trim());
  if (search.personalised) params.set('personalised', 'true');
  if (search.attributes.length) params.set('attributes', search.attributes.join(','));
  return queryOptions({
    queryKey: cardKeys.list(search),
    queryFn: ({ signal }) => fetchData<ListingProduct[]>(`/api/search/cards?${params}`, signal),
    placeholderData: keepPreviousData,
  });
};

/** `GET /api/search/cards?…` for a card page, with the listing's own stale time. */
export const cardListQueryOptions = (search: CardSearch) =>
  queryOptions({ ...searchCardsQueryOptions(search), staleTime: CARD_LIST_STALE_MS });
