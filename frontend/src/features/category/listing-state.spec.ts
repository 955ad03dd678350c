import { describe, expect, it } from 'vitest';
import {
  hasActiveFilters,
  initialListingState,
  listingReducer,
  type ListingAction,
  type ListingState,
} from './listing-state';

const run = (state: ListingState, ...actions: ListingAction[]) =>
  actions.reduce(listingReducer, state);

describe('listing state', () => {
  const start = initialListingState('weight', 1);

  it("opens on the category's default sort with nothing chosen and the first group open", () => {
    expect(start).toEqual({
      selected: [],
      openGroups: [1],
      deliveryDate: null,
      sort: 'weight',
      descriptionOpen: false,
    });
    expect(initialListingState('priceasc', null).openGroups).toEqual([]);
  });

  it('ticks and unticks attributes', () => {
    const state = run(
      start,
      { type: 'toggleAttribute', id: 103 },
      { type: 'toggleAttribute', id: 110 },
      { type: 'toggleAttribute', id: 103 },
    );
    expect(state.selected).toEqual([110]);
  });

  it("sets 'Available Soonest' to tomorrow, and clears it when chosen again", () => {
    const chosen = run(start, { type: 'toggleAvailableSoonest', tomorrow: '2026-06-06' });
    expect(chosen.deliveryDate).toBe('2026-06-06');
    expect(hasActiveFilters(chosen)).toBe(true);
    const cleared = run(chosen, { type: 'toggleAvailableSoonest', tomorrow: '2026-06-06' });
    expect(cleared.deliveryDate).toBeNull();
    expect(hasActiveFilters(cleared)).toBe(false);
    expect(run(chosen, { type: 'clearAvailableSoonest' }).deliveryDate).toBeNull();
  });

  it('clears attributes and the date together but keeps the sort', () => {
    const state = run(
      start,
      { type: 'toggleAttribute', id: 103 },
      { type: 'toggleAvailableSoonest', tomorrow: '2026-06-06' },
      { type: 'setSort', sort: 'priceasc' },
      { type: 'clearFilters' },
    );
    expect(state).toMatchObject({ selected: [], deliveryDate: null, sort: 'priceasc' });
  });

  it('opens and closes filter groups and the description', () => {
    const state = run(
      start,
      { type: 'toggleGroup', id: 2 },
      { type: 'toggleGroup', id: 1 },
      { type: 'toggleDescription' },
    );
    expect(state.openGroups).toEqual([2]);
    expect(state.descriptionOpen).toBe(true);
    expect(run(state, { type: 'toggleDescription' }).descriptionOpen).toBe(false);
  });
});
