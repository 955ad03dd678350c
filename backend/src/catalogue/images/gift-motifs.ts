import {
  BLOOM_KINDS,
  GREENS,
  between,
  bloom,
  circle,
  darken,
  ellipse,
  group,
  leaf,
  lighten,
  mix,
  n,
  path,
  pick,
  rect,
  rotateAt,
  shape,
  shuffle,
  stroke,
  type Palette,
  type Rng,
} from './svg-kit';

const WICKER = '#c69c6d';

/** Two ribbon loops, tails and a knot centred on (x, y). */
function bow(x: number, y: number, colour: string, scale = 1): string {
  const loop = (dx: number, angle: number) =>
    ellipse(
      x + dx * scale,
      y,
      30 * scale,
      14 * scale,
      colour,
      `transform="${rotateAt(angle, x + dx * scale, y)}"`,
    );
  return (
    loop(-28, -25) +
    loop(28, 25) +
    stroke(
      `M${n(x)} ${n(y)}L${n(x - 20 * scale)} ${n(y + 46 * scale)}M${n(x)} ${n(y)}L${n(x + 22 * scale)} ${n(y + 42 * scale)}`,
      colour,
      8 * scale,
    ) +
    circle(x, y, 10 * scale, darken(colour, 0.15))
  );
}

type Item = (x: number, colour: string) => string;

const ITEMS: readonly Item[] = [
  // bottle
  (x, colour) =>
    rect(x - 26, 165, 52, 175, colour, 12) +
    rect(x - 10, 110, 20, 70, colour, 5) +
    rect(x - 11, 102, 22, 16, '#d4af37', 3) +
    rect(x - 22, 230, 44, 50, lighten(colour, 0.7), 4),
  // jar
  (x, colour) =>
    rect(x - 36, 245, 72, 95, lighten(colour, 0.25), 12) +
    rect(x - 38, 232, 76, 20, darken(colour, 0.2), 5),
  // box of treats
  (x, colour) =>
    group(
      rect(x - 46, 225, 92, 115, colour, 6) + rect(x - 8, 225, 16, 115, lighten(colour, 0.5)),
      `rotate(-6 ${n(x)} 280)`,
    ),
  // tin
  (x, colour) =>
    ellipse(x, 300, 44, 14, darken(colour, 0.2)) +
    rect(x - 44, 250, 88, 50, colour) +
    ellipse(x, 250, 44, 14, lighten(colour, 0.2)),
];

export function drawHamper(rng: Rng, [a, b, c]: Palette): string {
  const handle =
    stroke('M150 330C150 110 436 110 436 330', darken(WICKER, 0.25), 20) +
    stroke('M150 330C150 110 436 110 436 330', WICKER, 9);
  const order = shuffle(rng, ITEMS);
  const count = 3 + Math.floor(rng() * 2);
  const colours = [a, b, c, mix(a, b, 0.5)];
  const items = order
    .slice(0, count)
    .map((item, i) => item(180 + ((i + 0.5) * 226) / count + between(rng, -8, 8), colours[i]))
    .join('');
  const tissue = shape(
    [
      [150, 330],
      ...Array.from({ length: 11 }, (_, i): [number, number] => [160 + i * 27, i % 2 ? 300 : 318]),
      [436, 330],
    ],
    lighten(b, 0.7),
  );
  let weave = '';
  for (let y = 360; y < 520; y += 28)
    weave += stroke(
      `M${n(150 + (y - 330) * 0.12)} ${n(y)}L${n(436 - (y - 330) * 0.12)} ${n(y)}`,
      darken(WICKER, 0.2),
      4,
    );
  for (let x = 180; x < 420; x += 34)
    weave += stroke(`M${n(x)} 345L${n(x + (x < 293 ? 10 : -10))} 515`, darken(WICKER, 0.12), 3);
  const basket =
    path('M140 325L446 325L420 520Q293 545 166 520Z', WICKER) +
    weave +
    rect(128, 310, 330, 32, darken(WICKER, 0.1), 15);
  return handle + items + tissue + basket + bow(293, 380, c, 0.9);
}

type CardArt = (rng: Rng, a: string, b: string) => string;

const CARD_ART: readonly CardArt[] = [
  // flowers in a row
  (rng, a, b) =>
    [230, 293, 356]
      .map(
        (x, i) =>
          stroke(`M${x} 330L${x} ${n(230 + (i % 2) * 30)}`, '#5d8a5e', 5) +
          bloom(pick(rng, BLOOM_KINDS), x, 225 + (i % 2) * 30, 30, i % 2 ? b : a, rng() * 360),
      )
      .join(''),
  // heart
  (_rng, a, b) =>
    path('M293 330C200 260 220 170 293 215C366 170 386 260 293 330Z', a) +
    circle(265, 225, 10, lighten(b, 0.4)),
  // balloons
  (rng, a, b) =>
    [250, 293, 336]
      .map((x, i) => {
        const y = 210 + between(rng, -20, 20);
        return (
          stroke(`M${x} ${n(y + 40)}Q${x - 10} 290 293 330`, '#6c757d', 2) +
          ellipse(x, y, 32, 40, i === 1 ? b : a)
        );
      })
      .join(''),
  // wreath
  (rng, a, b) => {
    const green = pick(rng, GREENS);
    let ring = '';
    for (let i = 0; i < 12; i += 1) {
      const t = (i * 30 * Math.PI) / 180;
      ring += leaf(293 + Math.cos(t) * 70, 255 + Math.sin(t) * 70, 36, 12, i * 30 + 90, green);
    }
    return ring + circle(293, 185, 14, a) + circle(330, 198, 10, b);
  },
  // stars
  (rng, a, b) =>
    Array.from({ length: 5 }, (_, i) => {
      const x = between(rng, 220, 366);
      const y = between(rng, 170, 320);
      const r = i === 0 ? 38 : between(rng, 10, 20);
      const points = Array.from({ length: 10 }, (_, k): [number, number] => {
        const rad = ((k * 36 - 90) * Math.PI) / 180;
        const d = k % 2 ? r * 0.45 : r;
        return [x + Math.cos(rad) * d, y + Math.sin(rad) * d];
      });
      return shape(points, i % 2 ? b : a);
    }).join(''),
];

export function drawCard(rng: Rng, [a, b, c]: Palette): string {
  const kraft = mix(c, '#dcc3a1', 0.7);
  const envelope = group(
    rect(110, 250, 360, 240, kraft, 6) +
      shape(
        [
          [110, 250],
          [470, 250],
          [290, 370],
        ],
        darken(kraft, 0.1),
      ),
    `rotate(${n(between(rng, -12, -4))} 290 370)`,
  );
  const art = pick(rng, CARD_ART)(rng, a, b);
  const words =
    rect(215, 370, between(rng, 110, 156), 16, darken(a, 0.2), 8) +
    rect(240, 398, between(rng, 60, 106), 10, b, 5);
  const front = group(
    shape(
      [
        [408, 120],
        [440, 136],
        [440, 452],
        [408, 440],
      ],
      darken(c, 0.14),
    ) +
      rect(178, 120, 230, 320, c, 4, `stroke="${darken(c, 0.1)}" stroke-width="2"`) +
      art +
      words,
    `rotate(${n(between(rng, -5, 5))} 293 280)`,
  );
  return envelope + front;
}

export function drawGiftCard(rng: Rng, [a, b, c]: Palette): string {
  const behind = group(
    rect(123, 190, 340, 210, lighten(b, 0.3), 20),
    `rotate(${n(between(rng, 6, 12))} 293 295)`,
  );
  const ribbonX = between(rng, 340, 400);
  const card =
    rect(113, 183, 360, 224, a, 22) +
    rect(113, between(rng, 215, 250), 360, 26, lighten(a, 0.12), 0, 'opacity="0.7"') +
    rect(ribbonX, 183, 28, 224, c) +
    `<text x="160" y="335" font-family="sans-serif" font-size="130" font-weight="700" fill="#ffffff">&#163;</text>` +
    rect(150, 365, 120, 12, lighten(a, 0.5), 6);
  return (
    behind +
    group(card, `rotate(${n(between(rng, -6, 0))} 293 295)`) +
    bow(ribbonX + 14, 190, c, 1.1)
  );
}

export function drawAddon(rng: Rng, [a, b, c]: Palette): string {
  const width = between(rng, 210, 270);
  const height = between(rng, 190, 240);
  const top = 500 - height;
  let pattern = '';
  if (rng() < 0.5) {
    for (let i = 0; i < 10; i += 1)
      pattern += circle(
        293 + between(rng, -0.42, 0.42) * width,
        top + between(rng, 60, height - 20),
        9,
        b,
      );
  } else {
    for (let x = 293 - width / 2 + 24; x < 293 + width / 2; x += 40)
      pattern += rect(x, top + 50, 14, height - 50, b, 0, 'opacity="0.7"');
  }
  return (
    ellipse(293, 505, width * 0.55, 14, darken(a, 0.35), 'opacity="0.25"') +
    rect(293 - width / 2, top + 40, width, height - 40, a) +
    pattern +
    rect(293 - width / 2 - 14, top, width + 28, 52, darken(a, 0.1), 4) +
    rect(279, top, 28, height, c) +
    bow(293, top - 6, c, 1.1)
  );
}
