import type { IsoDate, SortOption } from '@shop/contracts';

/**
 * Everything the shopper can change on a category page (docs/rules-storefront.md
 * "Category page state").
 */
export interface ListingState {
  selected: number[];
  openGroups: number[];
  deliveryDate: IsoDate | null;
  sort: SortOption;
  descriptionOpen: boolean;
}

export type ListingAction =
  | { type: 'toggleAttribute'; id: number }
  | { type: 'clearFilters' }
  | { type: 'toggleAvailableSoonest'; tomorrow: IsoDate }
  | { type: 'clearAvailableSoonest' }
  | { type: 'setSort'; sort: SortOption }
  | { type: 'toggleGroup'; id: number }
  | { type: 'toggleDescription' };

/**
 * A category page opens on its default sort, with nothing selected and the first filter group
 * open. The page is keyed by category, so a new category starts here again: that is how the sort
 * resets whenever the category changes.
 */
export function initialListingState(
  defaultSort: SortOption,
  firstGroupId: number | null,
): ListingState {
  return {
    selected: [],
    openGroups: firstGroupId === null ? [] : [firstGroupId],
    deliveryDate: null,
    sort: defaultSort,
    descriptionOpen: false,
  };
}

const toggle = (ids: readonly number[], id: number) =>
  ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id];

export function listingReducer(state: ListingState, action: ListingAction): ListingState {
  switch (action.type) {
    case 'toggleAttribute':
      return { ...state, selected: toggle(state.selected, action.id) };
    case 'clearFilters':
      return { ...state, selected: [], deliveryDate: null };
    case 'toggleAvailableSoonest':
      // Choosing it again clears the date (docs/rules-storefront.md "Category page state").
      return { ...state, deliveryDate: state.deliveryDate ? null : action.tomorrow };
    case 'clearAvailableSoonest':
      return { ...state, deliveryDate: null };
    case 'setSort':
      return { ...state, sort: action.sort };
    case 'toggleGroup':
      return { ...state, openGroups: toggle(state.openGroups, action.id) };
    case 'toggleDescription':
      return { ...state, descriptionOpen: !state.descriptionOpen };
    default: {
      const unknown: never = action;
      throw new Error(`Unknown listing action ${JSON.stringify(unknown)}`);
    }
  }
}

/** True when anything narrows the grid, so 'Clear All' has something to clear. */
export function hasActiveFilters(state: Pick<ListingState, 'selected' | 'deliveryDate'>): boolean {
  return state.selected.length > 0 || state.deliveryDate !== null;
}
