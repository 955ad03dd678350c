import type { SeedImageMotif } from './image-motif';
import { drawBouquet, drawDried, drawLetterbox } from './flower-motifs';
import { drawAddon, drawCard, drawGiftCard, drawHamper } from './gift-motifs';
import { drawPlant, drawPot, drawSeeds } from './plant-motifs';
import {
  between,
  circle,
  ellipse,
  isHexColour,
  lighten,
  mix,
  rect,
  seededRng,
  type Palette,
  type Rng,
} from './svg-kit';

export type ProductImageSize = 586 | 285;

const DRAWERS: Record<SeedImageMotif, (rng: Rng, palette: Palette) => string> = {
  bouquet: drawBouquet,
  letterbox: drawLetterbox,
  plant: drawPlant,
  pot: drawPot,
  hamper: drawHamper,
  card: drawCard,
  giftcard: drawGiftCard,
  seeds: drawSeeds,
  dried: drawDried,
  addon: drawAddon,
};

const FALLBACK: Palette = ['#e26d8a', '#f6c945', '#6b9a72'];

/** Colours come from the database: anything that is not #rrggbb is replaced, so nothing odd reaches the markup. */
function paletteOf(colours: readonly unknown[]): Palette {
  const safe = (i: 0 | 1 | 2) => {
    const value = colours[i];
    return isHexColour(value) ? value.toLowerCase() : FALLBACK[i];
  };
  return [safe(0), safe(1), safe(2)];
}

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i += 1) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

/** A soft tinted backdrop, a halo behind the subject, a ground shadow and a scatter of dots. */
function backdrop(rng: Rng, [a, b]: Palette): string {
  const dots = Array.from({ length: 6 }, () => {
    const angle = rng() * Math.PI * 2;
    const distance = between(rng, 240, 280);
    return circle(
      293 + Math.cos(angle) * distance,
      293 + Math.sin(angle) * distance,
      between(rng, 5, 11),
      lighten(a, 0.45),
      'opacity="0.55"',
    );
  }).join('');
  return (
    rect(0, 0, 586, 586, mix(lighten(a, 0.88), '#fbf7f2', 0.5)) +
    circle(293, 290, between(rng, 215, 240), lighten(b, 0.72), 'opacity="0.7"') +
    dots +
    ellipse(293, 548, 190, 16, '#000000', 'opacity="0.07"')
  );
}

/**
 * The picture of a product, pot or addon: a flat illustration of its motif in its palette,
 * varied by `seed` (the item's id) so that no two items look the same. Pure and deterministic:
 * the same arguments always give the same SVG document, which is why it can be cached for a year.
 * Draws in a 586 × 586 viewBox and states the asked size as width and height.
 */
export function renderProductImage(
  motif: SeedImageMotif,
  colours: readonly string[],
  size: ProductImageSize,
  seed: number,
): string {
  const palette = paletteOf(colours);
  const draw = DRAWERS[motif] ?? drawAddon;
  const rng = seededRng(
    (Math.imul(seed | 0, 2654435761) ^ hash(`${motif}${palette.join('')}`)) >>> 0,
  );
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 586 586">` +
    backdrop(rng, palette) +
    draw(rng, palette) +
    '</svg>'
  );
}
