/**
 * The colour options that get a swatch beside their name (docs/rules-storefront.md
 * "Category pages").
 */
export const SWATCH_COLOURS = [
  'Cream',
  'Mixed',
  'Orange',
  'Pink',
  'Purple',
  'Red',
  'White',
  'Yellow',
] as const;

export type SwatchColour = (typeof SWATCH_COLOURS)[number];

/** The swatch for a filter option, or null when the option is not one of the swatch colours. */
export function swatchFor(groupName: string, optionName: string): SwatchColour | null {
  if (groupName !== 'Colour') return null;
  return SWATCH_COLOURS.find((colour) => colour === optionName) ?? null;
}
