import { describe, expect, it } from 'vitest';
import { tabKeyTarget } from './carousel-keys';

describe('tabKeyTarget', () => {
  it('steps with the arrows, wrapping round, and jumps with Home and End', () => {
    expect(tabKeyTarget('ArrowRight', 3, 4)).toBe(0);
    expect(tabKeyTarget('ArrowLeft', 0, 4)).toBe(3);
    expect(tabKeyTarget('ArrowRight', 1, 4)).toBe(2);
    expect(tabKeyTarget('Home', 2, 4)).toBe(0);
    expect(tabKeyTarget('End', 0, 4)).toBe(3);
    expect(tabKeyTarget('Enter', 0, 4)).toBeNull();
  });
});
