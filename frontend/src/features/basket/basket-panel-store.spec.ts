import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { basketPanel, useBasketPanelOpen } from './basket-panel-store';

describe('basket panel store', () => {
  it('opens, closes and toggles, re-rendering its readers', () => {
    const { result } = renderHook(() => useBasketPanelOpen());
    expect(result.current).toBe(false);
    act(() => basketPanel.open());
    expect(result.current).toBe(true);
    act(() => basketPanel.toggle());
    expect(result.current).toBe(false);
    act(() => basketPanel.toggle());
    act(() => basketPanel.close());
    expect(result.current).toBe(false);
  });
});
