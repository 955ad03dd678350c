import { describe, expect, it } from 'vitest';
import { nextIndex } from './nav-focus';

/** A carousel's dot tabs are a row of tabs (the ARIA tabs pattern). */
const tabKeyTarget = (key: string, shown: number, count: number) =>
  nextIndex(key, shown, count, 'row');

describe("a carousel's dot tabs", () => {
  it('steps with the arrows, wrapping round, and jumps with Home and End', () => {
    expect(tabKeyTarget('ArrowRight', 3, 4)).toBe(0);
    expect(tabKeyTarget('ArrowLeft', 0, 4)).toBe(3);
    expect(tabKeyTarget('ArrowRight', 1, 4)).toBe(2);
    expect(tabKeyTarget('Home', 2, 4)).toBe(0);
    expect(tabKeyTarget('End', 0, 4)).toBe(3);
    expect(tabKeyTarget('Enter', 0, 4)).toBeNull();
  });
});
