import { SEED_ADDONS, SEED_POTS, SEED_PRODUCTS, type SeedImageMotif } from '../seed';
import { renderProductImage } from './product-image';

const MOTIFS: SeedImageMotif[] = [
  'bouquet',
  'letterbox',
  'plant',
  'pot',
  'hamper',
  'card',
  'giftcard',
  'seeds',
  'dried',
  'addon',
];
const PALETTE = ['#f4a7b9', '#ffffff', '#7a9e7e'];
const NAMESPACE = 'xmlns="http://www.w3.org/2000/svg"';

/** Tags must nest and close, and attribute values must be quoted: enough to catch a broken document. */
function expectWellFormed(svg: string): void {
  const stack: string[] = [];
  let roots = 0;
  for (const [, closing, name, rest, selfClosing] of svg.matchAll(
    /<(\/?)([a-zA-Z]+)([^<>]*?)(\/?)>/g,
  )) {
    expect((rest.match(/"/g)?.length ?? 0) % 2).toBe(0);
    expect(rest).toMatch(/^(\s+[a-zA-Z-]+="[^"]*")*\s*$/);
    if (closing) {
      expect(stack.pop()).toBe(name);
    } else if (!selfClosing) {
      if (stack.length === 0) roots += 1;
      stack.push(name);
    }
  }
  expect(stack).toEqual([]);
  expect(roots).toBe(1);
  expect(svg.replace(/<[^<>]*>/g, '').replace(/&#163;/g, '')).toBe('');
}

describe('renderProductImage', () => {
  it.each(MOTIFS)('draws a well-formed %s picture at both sizes', (motif) => {
    for (const size of [586, 285] as const) {
      const svg = renderProductImage(motif, PALETTE, size, 101);
      expect(
        svg.startsWith(`<svg ${NAMESPACE} width="${size}" height="${size}" viewBox="0 0 586 586">`),
      ).toBe(true);
      expect(svg.endsWith('</svg>')).toBe(true);
      expectWellFormed(svg);
      // The backdrop alone is 9 elements; the motif adds its own shapes on top.
      expect(svg.match(/<[a-z]/g)!.length).toBeGreaterThan(16);
    }
  });

  it('is deterministic: the same arguments give the same document', () => {
    for (const motif of MOTIFS) {
      expect(renderProductImage(motif, PALETTE, 586, 42)).toBe(
        renderProductImage(motif, PALETTE, 586, 42),
      );
    }
  });

  it('changes only the stated size between 586 and 285', () => {
    const large = renderProductImage('bouquet', PALETTE, 586, 7);
    const small = renderProductImage('bouquet', PALETTE, 285, 7);
    expect(small).toBe(large.replace('width="586" height="586"', 'width="285" height="285"'));
  });

  it('varies with the seed, the motif and the colours', () => {
    const base = renderProductImage('bouquet', PALETTE, 586, 1);
    expect(renderProductImage('bouquet', PALETTE, 586, 2)).not.toBe(base);
    expect(renderProductImage('plant', PALETTE, 586, 1)).not.toBe(base);
    expect(renderProductImage('bouquet', ['#c1121f', '#ffffff', '#7a9e7e'], 586, 1)).not.toBe(base);
  });

  it('gives every seeded product, pot and addon a picture of its own', () => {
    const pictures = [
      ...SEED_PRODUCTS.map((p) => renderProductImage(p.image.motif, p.image.colours, 586, p.id)),
      ...SEED_POTS.map((p) => renderProductImage('pot', p.image.colours, 586, p.id)),
      ...SEED_ADDONS.map((a) => renderProductImage('addon', a.image.colours, 586, a.id)),
    ];
    expect(new Set(pictures).size).toBe(pictures.length);
  });

  it('references nothing outside the document and runs no script', () => {
    for (const motif of MOTIFS) {
      for (const seed of [1, 250, 8001, 9004]) {
        const svg = renderProductImage(motif, PALETTE, 586, seed);
        const body = svg.replace(NAMESPACE, '');
        expect(body).not.toMatch(
          /http|<script|href|url\(|@import|<image|<foreignObject|\bon[a-z]+=/i,
        );
        for (const [, family] of svg.matchAll(/font-family="([^"]*)"/g)) {
          expect(['sans-serif', 'serif']).toContain(family);
        }
      }
    }
  });

  it('replaces colours that are not #rrggbb, so stored values cannot inject markup', () => {
    const svg = renderProductImage(
      'card',
      ['"><script>alert(1)</script>', 'red', '#12345'],
      586,
      3,
    );
    expect(svg).not.toContain('script');
    expect(svg).not.toContain('"red"');
    expectWellFormed(svg);
  });
});
