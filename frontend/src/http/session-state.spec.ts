import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  getSessionState,
  resetSessionState,
  setSignedIn,
  subscribe,
  useSessionState,
} from './session-state';

beforeEach(() => {
  resetSessionState();
});

describe('session state', () => {
  it('starts pending: signed-in state not known yet', () => {
    expect(getSessionState()).toEqual({ isSignedIn: null });
  });

  it('tells subscribers about a change, and only about a change', () => {
    const listener = vi.fn();
    const unsubscribe = subscribe(listener);
    setSignedIn(true);
    setSignedIn(true);
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    setSignedIn(false);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(getSessionState().isSignedIn).toBe(false);
  });

  it('re-renders components that read it', () => {
    const { result } = renderHook(() => useSessionState());
    expect(result.current.isSignedIn).toBeNull();
    act(() => setSignedIn(true));
    expect(result.current.isSignedIn).toBe(true);
  });
});
