import {
  BLOOM_KINDS,
  GREENS,
  STEM,
  between,
  bloom,
  circle,
  darken,
  ellipse,
  group,
  isFoliage,
  leaf,
  lighten,
  n,
  pick,
  rect,
  rotateAt,
  shape,
  stroke,
  type Palette,
  type Rng,
} from './svg-kit';

/** A tapered pot with a rim, shared by the plant and pot pictures. */
function pot(colour: string, top: number, width: number, height: number): string {
  const half = width / 2;
  const shadow = isFoliage(colour) ? lighten(colour, 0.15) : darken(colour, 0.12);
  return (
    shape(
      [
        [293 - half, top],
        [293 + half, top],
        [293 + half * 0.8, top + height],
        [293 - half * 0.8, top + height],
      ],
      colour,
    ) +
    shape(
      [
        [293 + half * 0.35, top],
        [293 + half, top],
        [293 + half * 0.8, top + height],
        [293 + half * 0.3, top + height],
      ],
      shadow,
      'opacity="0.5"',
    ) +
    rect(293 - half - 10, top - 14, width + 20, 34, shadow, 8)
  );
}

export function drawPlant(rng: Rng, [a, b, c]: Palette): string {
  const flowering = !isFoliage(a);
  const leafA = flowering ? (isFoliage(b) ? b : pick(rng, GREENS)) : a;
  const leafB = flowering ? lighten(leafA, 0.18) : isFoliage(b) || b !== a ? b : lighten(a, 0.2);
  const count = 7 + Math.floor(rng() * 5);
  const width = between(rng, 24, 46);
  let leaves = '';
  for (let i = 0; i < count; i += 1) {
    const angle = -70 + (140 * i) / (count - 1) + between(rng, -8, 8);
    const length = between(rng, 170, 240) * (1 - (0.3 * Math.abs(angle)) / 70);
    leaves += leaf(293 + between(rng, -16, 16), 385, length, width, angle, i % 2 ? leafA : leafB);
  }
  let flowers = '';
  if (flowering) {
    const kind = pick(rng, BLOOM_KINDS);
    for (let s = 0; s < 2 + Math.floor(rng() * 2); s += 1) {
      const tx = 293 + between(rng, -110, 110);
      const ty = between(rng, 110, 170);
      flowers += stroke(
        `M293 385Q${n(293 + (tx - 293) * 0.2)} ${n(ty)} ${n(tx)} ${n(ty)}`,
        STEM,
        4,
      );
      for (let k = 0; k < 3; k += 1) {
        const t = 0.55 + k * 0.22;
        flowers += bloom(
          kind,
          293 + (tx - 293) * t,
          ty + (1 - t) * 60,
          26 - k * 3,
          k % 2 ? lighten(a, 0.2) : a,
          rng() * 360,
        );
      }
    }
  }
  return leaves + flowers + pot(c, 395, 230, 140) + ellipse(293, 388, 100, 10, '#5b4636');
}

export function drawPot(rng: Rng, [a, b, c]: Palette): string {
  const pattern = Math.floor(rng() * 4);
  const top = 220 + between(rng, -20, 20);
  const width = between(rng, 250, 300);
  let decoration = '';
  if (pattern === 1)
    decoration =
      rect(293 - width * 0.45, top + 90, width * 0.9, 18, b) +
      rect(293 - width * 0.43, top + 130, width * 0.86, 10, c);
  if (pattern === 2) {
    for (let i = 0; i < 14; i += 1)
      decoration += circle(
        293 + between(rng, -0.36, 0.36) * width,
        top + between(rng, 60, 240),
        7,
        b,
      );
  }
  if (pattern === 3) {
    for (let y = top + 40; y < top + 270; y += 26)
      decoration += stroke(
        `M${n(293 - width * 0.42)} ${n(y)}L${n(293 + width * 0.42)} ${n(y)}`,
        darken(a, 0.15),
        5,
      );
  }
  return (
    ellipse(293, top + 290, width * 0.45, 18, darken(c, 0.1)) +
    pot(a, top, width, 280) +
    decoration +
    ellipse(293, top - 2, width / 2, 10, '#4a3b30')
  );
}

export function drawSeeds(rng: Rng, [a, b, c]: Palette): string {
  const paper = lighten(a, 0.72);
  const crimp = shape(
    [
      [173, 152],
      ...Array.from({ length: 13 }, (_, i): [number, number] => [173 + i * 20, i % 2 ? 120 : 132]),
      [413, 152],
    ],
    darken(paper, 0.1),
  );
  const pane = rect(198, 175, 190, 175, lighten(b, 0.75), 14);
  const flower =
    stroke('M293 350L293 270', STEM, 6) +
    leaf(293, 330, 50, 16, -50, pick(rng, GREENS)) +
    bloom(pick(rng, ['daisy', 'rose', 'lily'] as const), 293, 250, 58, a, rng() * 360);
  const labels =
    rect(205, 372, between(rng, 120, 176), 16, darken(a, 0.35), 6) +
    rect(205, 400, between(rng, 80, 150), 11, c, 5);
  const packet = group(
    rect(173, 140, 240, 320, paper, 10) + crimp + pane + flower + labels,
    `rotate(${n(between(rng, -7, 7))} 293 300)`,
  );
  const seeds = Array.from({ length: 12 }, () => {
    const x = between(rng, 150, 436);
    const y = between(rng, 490, 545);
    return ellipse(x, y, 6, 10, darken(b, 0.35), `transform="${rotateAt(rng() * 180, x, y)}"`);
  }).join('');
  return packet + seeds;
}
