/**
 * Small, pure building blocks for the generated product pictures: a seeded random source,
 * colour mixing and SVG element strings. Coordinates are in the 586 × 586 viewBox.
 */

export type Rng = () => number;

/** Primary bloom, secondary bloom, accent (wrap, pot, box or card). */
export type Palette = readonly [string, string, string];

export const STEM = '#5d8a5e';

/** mulberry32: tiny, fast and good enough to place petals; the same seed gives the same picture. */
export function seededRng(seed: number): Rng {
  let state = seed >>> 0 || 0x9e3779b9;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const between = (rng: Rng, min: number, max: number): number => min + (max - min) * rng();

export const pick = <T>(rng: Rng, items: readonly T[]): T =>
  items[Math.floor(rng() * items.length) % items.length];

/** Fisher–Yates on a copy. */
export function shuffle<T>(rng: Rng, items: readonly T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(rng() * (i + 1));
    [copy[i], copy[j]] = [copy[j], copy[i]];
  }
  return copy;
}

/** Numbers rounded to one decimal keep the documents small and stable. */
export const n = (value: number): string => String(Math.round(value * 10) / 10);

// Colours ---------------------------------------------------------------------------------------

const HEX = /^#[0-9a-f]{6}$/i;

export function isHexColour(value: unknown): value is string {
  return typeof value === 'string' && HEX.test(value);
}

function channels(hex: string): [number, number, number] {
  const value = parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

/** Linear mix of two #rrggbb colours; t = 0 gives `a`, 1 gives `b`. */
export function mix(a: string, b: string, t: number): string {
  const [ar, ag, ab] = channels(a);
  const [br, bg, bb] = channels(b);
  const part = (x: number, y: number) =>
    Math.round(x + (y - x) * t)
      .toString(16)
      .padStart(2, '0');
  return `#${part(ar, br)}${part(ag, bg)}${part(ab, bb)}`;
}

export const lighten = (colour: string, t: number): string => mix(colour, '#ffffff', t);
export const darken = (colour: string, t: number): string => mix(colour, '#000000', t);

function luminance(colour: string): number {
  const [r, g, b] = channels(colour);
  return (0.299 * r + 0.587 * g + 0.114 * b) / 255;
}

/** Green-led or very dark colours read as leaves rather than flowers. */
export function isFoliage(colour: string): boolean {
  const [r, g, b] = channels(colour);
  return (g > r && g >= b) || luminance(colour) < 0.22;
}

export const GREENS = ['#4f7f5f', '#6b9a72', '#3f6e52', '#88ad8c', '#7fa39a'] as const;

// Elements --------------------------------------------------------------------------------------

const attrs = (extra: string) => (extra ? ` ${extra}` : '');

export const circle = (cx: number, cy: number, r: number, fill: string, extra = ''): string =>
  `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}"${attrs(extra)}/>`;

export const ellipse = (
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  fill: string,
  extra = '',
): string =>
  `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${fill}"${attrs(extra)}/>`;

export const rect = (
  x: number,
  y: number,
  w: number,
  h: number,
  fill: string,
  rx = 0,
  extra = '',
): string =>
  `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" rx="${n(rx)}" fill="${fill}"${attrs(extra)}/>`;

export const path = (d: string, fill: string, extra = ''): string =>
  `<path d="${d}" fill="${fill}"${attrs(extra)}/>`;

export const stroke = (d: string, colour: string, width: number, extra = ''): string =>
  `<path d="${d}" fill="none" stroke="${colour}" stroke-width="${n(width)}" stroke-linecap="round"${attrs(extra)}/>`;

export const group = (content: string, transform: string): string =>
  `<g transform="${transform}">${content}</g>`;

export const rotateAt = (angle: number, x: number, y: number): string =>
  `rotate(${n(angle)} ${n(x)} ${n(y)})`;

/** Polygon from points. */
export const shape = (points: [number, number][], fill: string, extra = ''): string =>
  path(`M${points.map(([x, y]) => `${n(x)} ${n(y)}`).join('L')}Z`, fill, extra);

// Plant parts shared by several motifs ----------------------------------------------------------

/** A pointed leaf whose base sits at (x, y), pointing `angle` degrees from straight up. */
export function leaf(
  x: number,
  y: number,
  length: number,
  width: number,
  angle: number,
  colour: string,
): string {
  const body = path(
    `M0 0Q${n(width)} ${n(-length / 2)} 0 ${n(-length)}Q${n(-width)} ${n(-length / 2)} 0 0Z`,
    colour,
  );
  const rib = stroke(
    `M0 0L0 ${n(-length * 0.85)}`,
    lighten(colour, 0.25),
    Math.max(1.5, width / 10),
  );
  return group(body + rib, `translate(${n(x)} ${n(y)}) rotate(${n(angle)})`);
}

export type BloomKind = 'rose' | 'daisy' | 'lily' | 'pompom' | 'tulip';
export const BLOOM_KINDS: readonly BloomKind[] = ['rose', 'daisy', 'lily', 'pompom', 'tulip'];

/** The shapes of one flower head. */
function bloomShape(
  kind: BloomKind,
  x: number,
  y: number,
  r: number,
  colour: string,
  turn: number,
): string {
  const deep = darken(colour, 0.18);
  const pale = lighten(colour, 0.3);
  switch (kind) {
    case 'rose':
      return (
        circle(x, y, r, colour) +
        circle(x + r * 0.08, y - r * 0.05, r * 0.68, pale) +
        stroke(
          `M${n(x - r * 0.45)} ${n(y)}A${n(r * 0.45)} ${n(r * 0.45)} 0 1 1 ${n(x + r * 0.2)} ${n(y + r * 0.4)}`,
          deep,
          r * 0.09,
        ) +
        stroke(
          `M${n(x - r * 0.15)} ${n(y - r * 0.05)}A${n(r * 0.2)} ${n(r * 0.2)} 0 1 1 ${n(x + r * 0.1)} ${n(y + r * 0.18)}`,
          deep,
          r * 0.08,
        )
      );
    case 'daisy': {
      const petals = Array.from({ length: 10 }, (_, i) =>
        ellipse(
          x,
          y - r * 0.55,
          r * 0.2,
          r * 0.5,
          colour,
          `transform="${rotateAt(turn + i * 36, x, y)}"`,
        ),
      ).join('');
      const centres = ['#e9b949', '#6b4226', deep];
      return petals + circle(x, y, r * 0.32, centres[Math.abs(Math.floor(turn)) % centres.length]);
    }
    case 'lily': {
      const petal = `M${n(x)} ${n(y)}Q${n(x + r * 0.4)} ${n(y - r * 0.5)} ${n(x)} ${n(y - r * 1.05)}Q${n(x - r * 0.4)} ${n(y - r * 0.5)} ${n(x)} ${n(y)}Z`;
      const petals = Array.from({ length: 6 }, (_, i) =>
        path(petal, i % 2 ? colour : pale, `transform="${rotateAt(turn + i * 60, x, y)}"`),
      ).join('');
      return petals + circle(x, y, r * 0.14, deep);
    }
    case 'pompom': {
      const florets = Array.from({ length: 9 }, (_, i) => {
        const a = ((turn + i * 40) * Math.PI) / 180;
        const d = i === 0 ? 0 : r * 0.55;
        return circle(x + Math.cos(a) * d, y + Math.sin(a) * d, r * 0.42, i % 2 ? colour : pale);
      });
      return circle(x, y, r, deep) + florets.join('');
    }
    case 'tulip':
      return (
        path(
          `M${n(x - r * 0.7)} ${n(y - r * 0.6)}Q${n(x - r * 0.8)} ${n(y + r * 0.8)} ${n(x)} ${n(y + r * 0.8)}Q${n(x + r * 0.8)} ${n(y + r * 0.8)} ${n(x + r * 0.7)} ${n(y - r * 0.6)}L${n(x + r * 0.35)} ${n(y - r * 0.2)}L${n(x)} ${n(y - r * 0.75)}L${n(x - r * 0.35)} ${n(y - r * 0.2)}Z`,
          colour,
        ) +
        path(
          `M${n(x)} ${n(y - r * 0.75)}L${n(x + r * 0.35)} ${n(y - r * 0.2)}L${n(x)} ${n(y + r * 0.8)}Z`,
          deep,
          'opacity="0.35"',
        )
      );
  }
}

/** One flower head centred on (x, y); white and cream heads get a soft outline so they show on pale grounds. */
export function bloom(
  kind: BloomKind,
  x: number,
  y: number,
  r: number,
  colour: string,
  turn: number,
): string {
  const head = bloomShape(kind, x, y, r, colour, turn);
  return luminance(colour) > 0.85
    ? `<g stroke="${darken(colour, 0.22)}" stroke-width="1.5">${head}</g>`
    : head;
}
