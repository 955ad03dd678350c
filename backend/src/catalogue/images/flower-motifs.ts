import {
  BLOOM_KINDS,
  GREENS,
  STEM,
  between,
  bloom,
  circle,
  darken,
  ellipse,
  leaf,
  lighten,
  mix,
  n,
  path,
  pick,
  rect,
  rotateAt,
  shape,
  stroke,
  type Palette,
  type Rng,
} from './svg-kit';

interface Head {
  x: number;
  y: number;
  r: number;
  colour: string;
}

/** Flower heads scattered over an oval, front ones (lower) drawn last. */
function heads(
  rng: Rng,
  count: number,
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  [a, b]: Palette,
): Head[] {
  return Array.from({ length: count }, (_, i) => {
    const angle = i * 2.39996 + rng() * 0.6;
    const spread = Math.sqrt((i + 0.5) / count);
    const colour = i % 3 === 2 ? lighten(a, 0.25) : i % 2 ? b : a;
    return {
      x: cx + Math.cos(angle) * spread * rx,
      y: cy + Math.sin(angle) * spread * ry,
      r: between(rng, 30, 44),
      colour,
    };
  }).sort((p, q) => p.y - q.y);
}

function drawHeads(rng: Rng, list: Head[]): string {
  const kinds = [pick(rng, BLOOM_KINDS), pick(rng, BLOOM_KINDS)];
  return list.map((h, i) => bloom(kinds[i % 2], h.x, h.y, h.r, h.colour, rng() * 360)).join('');
}

/** A sprig of eucalyptus or pointed leaves from (x, y) towards `angle` degrees off vertical. */
function sprig(
  rng: Rng,
  x: number,
  y: number,
  angle: number,
  length: number,
  colour: string,
): string {
  const rad = (angle * Math.PI) / 180;
  const tx = x + Math.sin(rad) * length;
  const ty = y - Math.cos(rad) * length;
  const round = rng() < 0.5;
  let parts = stroke(`M${n(x)} ${n(y)}L${n(tx)} ${n(ty)}`, darken(colour, 0.15), 3);
  for (let t = 0.35; t <= 1.001; t += 0.16) {
    const px = x + (tx - x) * t;
    const py = y + (ty - y) * t;
    parts += round
      ? circle(px + 10, py, 10, colour) + circle(px - 10, py - 4, 9, lighten(colour, 0.12))
      : leaf(px, py, 34, 11, angle + 40, colour) +
        leaf(px, py, 34, 11, angle - 40, lighten(colour, 0.1));
  }
  return parts;
}

export function drawBouquet(rng: Rng, palette: Palette): string {
  const [a, , c] = palette;
  const gx = 293 + between(rng, -14, 14);
  const wrap = mix(c, '#e6cfb3', 0.55);
  const green = pick(rng, GREENS);
  const foliage = Array.from({ length: 6 }, (_, i) =>
    sprig(
      rng,
      gx,
      360,
      -75 + i * 30 + between(rng, -8, 8),
      between(rng, 200, 250),
      i % 2 ? green : lighten(green, 0.15),
    ),
  ).join('');
  const list = heads(rng, 7 + Math.floor(rng() * 5), 293, 215, 120, 80, palette);
  const stems = list
    .map((h) =>
      stroke(
        `M${n(h.x)} ${n(h.y)}Q${n((h.x + gx) / 2)} ${n((h.y + 440) / 2)} ${n(gx)} 440`,
        STEM,
        5,
      ),
    )
    .join('');
  const ends = [-12, -4, 4, 12]
    .map((d) => stroke(`M${n(gx + d / 2)} 470L${n(gx + d)} 560`, STEM, 6))
    .join('');
  const filler =
    rng() < 0.5
      ? Array.from({ length: 18 }, () =>
          circle(between(rng, 180, 406), between(rng, 130, 300), 4, '#ffffff'),
        ).join('')
      : '';
  const back = shape(
    [
      [gx - 150, 250],
      [gx + 150, 250],
      [gx + 20, 500],
      [gx - 20, 500],
    ],
    darken(wrap, 0.12),
  );
  const front =
    shape(
      [
        [gx - 145, 300],
        [gx + 35, 345],
        [gx, 548],
      ],
      wrap,
    ) +
    shape(
      [
        [gx + 145, 300],
        [gx - 35, 350],
        [gx, 548],
      ],
      lighten(wrap, 0.14),
    );
  const ribbon = darken(a, 0.1);
  const bow =
    ellipse(gx - 26, 438, 26, 12, ribbon, `transform="${rotateAt(-25, gx - 26, 438)}"`) +
    ellipse(gx + 26, 438, 26, 12, ribbon, `transform="${rotateAt(25, gx + 26, 438)}"`) +
    stroke(`M${n(gx)} 442L${n(gx - 18)} 492M${n(gx)} 442L${n(gx + 20)} 488`, ribbon, 7) +
    circle(gx, 440, 9, darken(ribbon, 0.15));
  return back + ends + foliage + stems + filler + drawHeads(rng, list) + front + bow;
}

export function drawLetterbox(rng: Rng, palette: Palette): string {
  const [, b, c] = palette;
  const box = mix(c, '#d9b48f', 0.6);
  const lid = shape(
    [
      [140, 300],
      [446, 300],
      [476, 185],
      [170, 185],
    ],
    lighten(box, 0.1),
  );
  const inside = shape(
    [
      [100, 360],
      [486, 360],
      [446, 300],
      [140, 300],
    ],
    darken(box, 0.3),
  );
  const green = pick(rng, GREENS);
  const stems = Array.from({ length: 6 }, (_, i) =>
    stroke(`M${n(170 + i * 22)} ${n(330 - i * 3)}L${n(450)} ${n(345 + i * 2)}`, STEM, 5),
  ).join('');
  const leaves = Array.from({ length: 5 }, () =>
    leaf(between(rng, 200, 420), between(rng, 320, 345), 46, 14, between(rng, -80, -40), green),
  ).join('');
  const list = heads(rng, 5 + Math.floor(rng() * 3), 250, 305, 110, 24, palette);
  const tissue = shape(
    [
      [100, 360],
      ...Array.from({ length: 12 }, (_, i): [number, number] => [116 + i * 32, i % 2 ? 344 : 356]),
      [486, 360],
    ],
    lighten(b, 0.7),
  );
  const front = rect(100, 360, 386, 130, box, 6) + rect(100, 360, 386, 14, darken(box, 0.1));
  const label =
    rect(300, 400, 150, 60, '#fffaf3', 6) +
    rect(318, 418, 90, 9, darken(box, 0.35), 4) +
    rect(318, 436, 60, 8, darken(box, 0.2), 4);
  return lid + inside + stems + leaves + drawHeads(rng, list) + tissue + front + label;
}

export function drawDried(rng: Rng, [a, b, c]: Palette): string {
  const vase = mix(c, '#cdbba5', 0.5);
  const plumeColour = lighten(a, 0.2);
  let stems = '';
  let tops = '';
  const plumes = 3 + Math.floor(rng() * 3);
  for (let i = 0; i < plumes; i += 1) {
    const tx = 160 + (i + 0.5) * (266 / plumes) + between(rng, -20, 20);
    const ty = between(rng, 80, 150);
    const angle = (Math.atan2(tx - 293, 380 - ty) * 180) / Math.PI;
    stems += stroke(`M293 380L${n(tx)} ${n(ty)}`, '#b59b7a', 4);
    for (let k = 0; k < 4; k += 1) {
      const px = tx + (293 - tx) * k * 0.09;
      const py = ty + (380 - ty) * k * 0.09;
      tops += ellipse(
        px,
        py,
        26 - k * 2,
        54,
        k % 2 ? plumeColour : lighten(plumeColour, 0.2),
        `opacity="0.9" transform="${rotateAt(angle, px, py)}"`,
      );
    }
  }
  for (let i = 0; i < 7; i += 1) {
    const tx = between(rng, 180, 406);
    const ty = between(rng, 170, 260);
    stems += stroke(`M293 380L${n(tx)} ${n(ty)}`, '#a3906f', 2.5);
    tops +=
      i % 2
        ? ellipse(
            tx,
            ty,
            10,
            18,
            lighten(b, 0.25),
            `transform="${rotateAt((tx - 293) / 4, tx, ty)}"`,
          )
        : [0, 1, 2, 3].map((k) => circle(tx + between(rng, -10, 10), ty + k * 9, 5, c)).join('');
  }
  const body = path('M248 370Q200 440 226 540L360 540Q386 440 338 370Z', vase);
  const rim = rect(240, 355, 106, 22, darken(vase, 0.12), 8);
  const band = rect(214, 452, 158, 14, lighten(vase, 0.2), 6);
  return stems + tops + body + band + rim;
}
