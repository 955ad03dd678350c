import { describe, expect, it } from 'vitest';
import { SWATCH_COLOURS, swatchFor } from './colour-swatches';

describe('swatchFor', () => {
  it('gives each of the eight colours a swatch', () => {
    expect(SWATCH_COLOURS).toEqual([
      'Cream',
      'Mixed',
      'Orange',
      'Pink',
      'Purple',
      'Red',
      'White',
      'Yellow',
    ]);
    for (const colour of SWATCH_COLOURS) expect(swatchFor('Colour', colour)).toBe(colour);
  });

  it('gives no swatch to other colours or to other groups', () => {
    expect(swatchFor('Colour', 'Blue')).toBeNull();
    expect(swatchFor('Occasion', 'Pink')).toBeNull();
  });
});
