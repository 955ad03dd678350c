import { beforeEach, describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { FAVOURITES_KEY, favourites, useFavouriteIds } from './favourites-store';

describe('favourites store', () => {
  beforeEach(() => localStorage.clear());

  it('adds, toggles, removes and clears ids in localStorage key "favourite"', () => {
    favourites.add(101);
    favourites.add(202);
    favourites.add(101);
    expect(JSON.parse(localStorage.getItem(FAVOURITES_KEY)!)).toEqual([202, 101]);
    favourites.toggle(202);
    expect(favourites.ids()).toEqual([101]);
    favourites.toggle(303);
    expect(favourites.ids()).toEqual([101, 303]);
    favourites.remove(101);
    expect(favourites.ids()).toEqual([303]);
    favourites.clear();
    expect(favourites.ids()).toEqual([]);
  });

  it('ignores a corrupt stored value', () => {
    localStorage.setItem(FAVOURITES_KEY, '{not json');
    expect(favourites.ids()).toEqual([]);
    localStorage.setItem(FAVOURITES_KEY, '[1,"2","x",-3]');
    expect(favourites.ids()).toEqual([1, 2]);
  });

  it('re-renders hook users when the list changes', () => {
    const { result } = renderHook(() => useFavouriteIds());
    expect(result.current).toEqual([]);
    act(() => favourites.add(7));
    expect(result.current).toEqual([7]);
  });
});
