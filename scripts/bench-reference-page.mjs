// The static reference page of `npm run bench:lighthouse`: a copy of the built storefront in a
// temporary folder with /bench-reference.html added — a heading, a paragraph, a sized picture
// and the storefront's real stylesheet — so the shop serves it beside its own pages, from the
// same process, in the same run. It is never part of the product.
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const REFERENCE_PATH = '/bench-reference.html';

/** The storefront's main stylesheet, as its pages link it: the client entry's CSS. */
function mainStylesheet(dist) {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
  const css = manifest['src/entry-client.tsx']?.css?.[0];
  if (!css) throw new Error(`No entry stylesheet in ${dist}/.vite/manifest.json`);
  return `/${css}`;
}

const PICTURE = `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="240" viewBox="0 0 320 240">
  <rect width="320" height="240" fill="#f7d6de"/>
  <circle cx="160" cy="110" r="60" fill="#f4a7b9"/>
  <rect x="155" y="160" width="10" height="70" fill="#1f4d3a"/>
</svg>
`;

function referenceHtml(stylesheet) {
  return `<!doctype html>
<html lang="en-GB">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="description" content="A static page to compare the storefront's pages with in the same Lighthouse run." />
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
    <link rel="stylesheet" href="${stylesheet}" />
    <title>Posy | Benchmark reference page</title>
  </head>
  <body>
    <main>
      <h1>Flowers delivered on the day you choose</h1>
      <p>
        Hand-tied bouquets, house plants, hampers and greetings cards, delivered across the UK with a
        free personal card. This static page is the reference the storefront's pages are measured
        against.
      </p>
      <img src="/bench-reference.svg" width="320" height="240" alt="A pink flower on a stem" />
    </main>
  </body>
</html>
`;
}

/**
 * Copies `dist` (and the server renderer beside it, `dist-server`) to a temporary folder with the
 * reference page added; returns the copy of `dist`.
 */
export function storefrontWithReferencePage(dist) {
  const root = mkdtempSync(join(tmpdir(), 'storefront-bench-'));
  const dir = join(root, 'dist');
  cpSync(dist, dir, { recursive: true });
  cpSync(join(dist, '..', 'dist-server'), join(root, 'dist-server'), { recursive: true });
  writeFileSync(join(dir, 'bench-reference.svg'), PICTURE);
  writeFileSync(join(dir, REFERENCE_PATH.slice(1)), referenceHtml(mainStylesheet(dist)));
  return dir;
}
