import { describe, expect, it } from 'vitest';
import {
  cardSearchReducer,
  hasCardFilters,
  INITIAL_CARD_SEARCH,
  NO_CARD_FILTERS,
  type CardSearchAction,
  type CardSearchState,
} from './card-search-state';

const run = (state: CardSearchState, ...actions: CardSearchAction[]) =>
  actions.reduce(cardSearchReducer, state);

describe('card search state', () => {
  it('starts closed with no search', () => {
    expect(INITIAL_CARD_SEARCH).toEqual({
      draft: NO_CARD_FILTERS,
      applied: NO_CARD_FILTERS,
      panelOpen: false,
    });
    expect(hasCardFilters(INITIAL_CARD_SEARCH.applied)).toBe(false);
  });

  it('edits a draft in the open panel without changing the running search', () => {
    const state = run(
      INITIAL_CARD_SEARCH,
      { type: 'openPanel' },
      { type: 'setTerm', term: 'cat' },
      { type: 'togglePersonalised' },
      { type: 'toggleAttribute', id: 110 },
    );
    expect(state.panelOpen).toBe(true);
    expect(state.draft).toEqual({ term: 'cat', personalised: true, attributes: [110] });
    expect(state.applied).toEqual(NO_CARD_FILTERS);
  });

  it('applies the draft, trimmed, and closes the panel', () => {
    const state = run(
      INITIAL_CARD_SEARCH,
      { type: 'openPanel' },
      { type: 'setTerm', term: '  birthday ' },
      { type: 'toggleAttribute', id: 140 },
      { type: 'toggleAttribute', id: 110 },
      { type: 'apply' },
    );
    expect(state).toEqual({
      draft: { term: 'birthday', personalised: false, attributes: [110, 140] },
      applied: { term: 'birthday', personalised: false, attributes: [110, 140] },
      panelOpen: false,
    });
    expect(hasCardFilters(state.applied)).toBe(true);
  });

  it('drops unapplied edits when the panel is closed', () => {
    const applied = run(INITIAL_CARD_SEARCH, { type: 'setTerm', term: 'dog' }, { type: 'apply' });
    const state = run(
      applied,
      { type: 'openPanel' },
      { type: 'togglePersonalised' },
      { type: 'closePanel' },
    );
    expect(state.draft).toEqual(applied.applied);
    expect(state.panelOpen).toBe(false);
  });

  it('clears the draft and the running search at once', () => {
    const state = run(
      INITIAL_CARD_SEARCH,
      { type: 'setTerm', term: 'dog' },
      { type: 'togglePersonalised' },
      { type: 'apply' },
      { type: 'openPanel' },
      { type: 'toggleAttribute', id: 110 },
      { type: 'clearAll' },
    );
    expect(state.draft).toEqual(NO_CARD_FILTERS);
    expect(state.applied).toEqual(NO_CARD_FILTERS);
    expect(state.panelOpen).toBe(true);
  });
});
