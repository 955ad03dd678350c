import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, posix, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The storefront's module shape (ARCHITECTURE.md "Frontend"): query keys are written only in the
 * query modules of `src/api/`, and no two features import each other (what both need sits in a
 * kit below them, such as features/order-kit or src/api).
 */

const SRC = dirname(fileURLToPath(import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

/** Path from src/ with forward slashes, as people write it. */
const fromSrc = (path: string) => relative(SRC, path).split(sep).join('/');

const THIS_FILE = fromSrc(fileURLToPath(import.meta.url));

/** A key written out as an array where it is used, rather than built by an api/ key factory. */
const LITERAL_KEY =
  /\b(?:queryKey|mutationKey)\s*:\s*\[|\b(?:setQueryData|getQueryData|invalidateQueries|removeQueries|refetchQueries|cancelQueries)\(\s*\[/;

describe('query keys', () => {
  it('are written only in src/api/', () => {
    const offenders = sourceFiles(SRC)
      // This file writes literal keys on purpose, to show the check can fail.
      .filter((file) => !fromSrc(file).startsWith('api/') && fromSrc(file) !== THIS_FILE)
      .flatMap((file) =>
        readFileSync(file, 'utf8')
          .split('\n')
          .flatMap((line, i) => (LITERAL_KEY.test(line) ? [`${fromSrc(file)}:${i + 1}`] : [])),
      );
    expect(offenders).toEqual([]);
  });

  it('finds a literal key where one is written (the check can fail)', () => {
    expect(LITERAL_KEY.test("useQuery({ queryKey: ['checkout', 'state'] })")).toBe(true);
    expect(LITERAL_KEY.test("queryClient.invalidateQueries({ queryKey: ['checkout'] })")).toBe(
      true,
    );
    expect(LITERAL_KEY.test("useMutation({ mutationKey: ['gift-card', 'add'] })")).toBe(true);
    expect(LITERAL_KEY.test('useQuery({ queryKey: checkoutKeys.state() })')).toBe(false);
  });
});

/** Every module a file names: `import … from`, `export … from`, `import '…'` and `import('…')`. */
const IMPORT = /(?:\bfrom\s+|\bimport\s*\(?\s*)'([^']+)'/g;

export function importedPaths(source: string): string[] {
  return [...source.matchAll(IMPORT)].map((match) => match[1]);
}

/** `features/<name>/…` → name; anything else → null. */
const featureOf = (pathFromSrc: string) => /^features\/([^/]+)\//.exec(pathFromSrc)?.[1] ?? null;

/** Feature → the other features its files (specs and fixtures included) import. */
export function featureImports(files: { path: string; source: string }[]) {
  const edges = new Map<string, Map<string, string>>();
  for (const { path, source } of files) {
    const from = featureOf(path);
    if (!from) continue;
    for (const imported of importedPaths(source)) {
      if (!imported.startsWith('.')) continue;
      const to = featureOf(posix.normalize(posix.join(posix.dirname(path), imported)));
      if (!to || to === from) continue;
      const targets = edges.get(from) ?? new Map<string, string>();
      if (!targets.has(to)) targets.set(to, `${path} → ${imported}`);
      edges.set(from, targets);
    }
  }
  return edges;
}

/** Pairs of features that import each other, each with one import of either side. */
export function mutualImports(edges: Map<string, Map<string, string>>): string[] {
  const found: string[] = [];
  for (const [a, targets] of edges) {
    for (const [b, example] of targets) {
      const back = edges.get(b)?.get(a);
      if (back && a < b) found.push(`${a} ↔ ${b}: ${example}; ${back}`);
    }
  }
  return found;
}

describe('features', () => {
  it('never import each other', () => {
    const files = sourceFiles(SRC).map((file) => ({
      path: fromSrc(file),
      source: readFileSync(file, 'utf8'),
    }));
    expect(mutualImports(featureImports(files))).toEqual([]);
  });

  it('finds two features that import each other (the check can fail)', () => {
    const edges = featureImports([
      { path: 'features/basket/Panel.tsx', source: "import { X } from '../checkout/X';" },
      { path: 'features/checkout/Page.tsx', source: "import { Y } from '../basket/Y';" },
      { path: 'features/checkout/lazy.ts', source: "const Z = () => import('../kit/Z');" },
      { path: 'features/kit/Z.ts', source: "export { W } from '../../api/W';" },
    ]);
    expect(mutualImports(edges)).toEqual([
      'basket ↔ checkout: features/basket/Panel.tsx → ../checkout/X; features/checkout/Page.tsx → ../basket/Y',
    ]);
    expect([...(edges.get('checkout')?.keys() ?? [])]).toEqual(['basket', 'kit']);
  });
});

/** A request body serialised by hand instead of through `jsonBody<ContractsType>`. */
const UNTYPED_BODY = /\bbody\s*:\s*JSON\.stringify\(/;

describe('request bodies', () => {
  it('are built as a contracts type with jsonBody, so a changed endpoint breaks this compile', () => {
    const offenders = sourceFiles(SRC)
      .filter((file) => !/\.spec\.tsx?$/.test(file) && !fromSrc(file).startsWith('test/'))
      .flatMap((file) =>
        readFileSync(file, 'utf8')
          .split('\n')
          .flatMap((line, i) => (UNTYPED_BODY.test(line) ? [`${fromSrc(file)}:${i + 1}`] : [])),
      );
    expect(offenders).toEqual([]);
    expect(UNTYPED_BODY.test("request('/x', { body: JSON.stringify(input) })")).toBe(true);
    expect(UNTYPED_BODY.test('body: jsonBody<AddProductRequest>(input),')).toBe(false);
  });
});
