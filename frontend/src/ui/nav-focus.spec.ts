import { describe, expect, it } from 'vitest';
import { nextIndex } from './nav-focus';

describe('nextIndex', () => {
  it('moves along the bar with Left and Right, wrapping at the ends', () => {
    expect(nextIndex('ArrowRight', 0, 3, 'row')).toBe(1);
    expect(nextIndex('ArrowRight', 2, 3, 'row')).toBe(0);
    expect(nextIndex('ArrowLeft', 0, 3, 'row')).toBe(2);
    expect(nextIndex('ArrowDown', 0, 3, 'row')).toBeNull();
  });

  it('moves within a panel with Up and Down', () => {
    expect(nextIndex('ArrowDown', 1, 3, 'column')).toBe(2);
    expect(nextIndex('ArrowUp', 0, 3, 'column')).toBe(2);
    expect(nextIndex('ArrowRight', 0, 3, 'column')).toBeNull();
  });

  it('goes to the first and last with Home and End', () => {
    expect(nextIndex('Home', 2, 4, 'row')).toBe(0);
    expect(nextIndex('End', 0, 4, 'column')).toBe(3);
    expect(nextIndex('Enter', 0, 4, 'row')).toBeNull();
    expect(nextIndex('Home', 0, 0, 'row')).toBeNull();
  });
});
