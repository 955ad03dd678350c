import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, posix, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The storefront's module shape (docs/architecture.md): query keys are written only in the query
 * modules of `src/api/`, no features import each other round a cycle of any length (what both
 * need sits in a kit below them, such as features/order-kit or src/api), and neither do the
 * folders of src/ (api, http, layout, pages, features, ui…).
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

/** `<folder>/…` → folder, for a file in a folder of src/; a file of src/ itself → null. */
const topFolderOf = (pathFromSrc: string) => /^([^/]+)\//.exec(pathFromSrc)?.[1] ?? null;

/** Specs, their fixtures and helpers, and src/test/: code only tests run. */
const isTestCode = (pathFromSrc: string) =>
  pathFromSrc.startsWith('test/') || /\.(spec|fixtures|spec-helpers)\.tsx?$/.test(pathFromSrc);

type FolderOf = (pathFromSrc: string) => string | null;

/** Folder → the other folders its files import, each with one import that does. */
export function folderImports(files: { path: string; source: string }[], folderOf: FolderOf) {
  const edges = new Map<string, Map<string, string>>();
  for (const { path, source } of files) {
    const from = folderOf(path);
    if (!from) continue;
    for (const imported of importedPaths(source)) {
      if (!imported.startsWith('.')) continue;
      const to = folderOf(posix.normalize(posix.join(posix.dirname(path), imported)));
      if (!to || to === from) continue;
      const targets = edges.get(from) ?? new Map<string, string>();
      if (!targets.has(to)) targets.set(to, `${path} → ${imported}`);
      edges.set(from, targets);
    }
  }
  return edges;
}

/** Feature → the other features its files (specs and fixtures included) import. */
export const featureImports = (files: { path: string; source: string }[]) =>
  folderImports(files, featureOf);

/**
 * Every import cycle among the folders, of any length: one per group of folders that reach each
 * other (Tarjan's strongly connected components), written as one cycle through the group with an
 * import for each step.
 */
export function importCycles(edges: Map<string, Map<string, string>>): string[] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const groups: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    for (const next of edges.get(node)?.keys() ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (stack.includes(next)) {
        low.set(node, Math.min(low.get(node)!, index.get(next)!));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const group: string[] = [];
    for (let member = stack.pop()!; ; member = stack.pop()!) {
      group.push(member);
      if (member === node) break;
    }
    if (group.length > 1) groups.push(group);
  };
  for (const node of [...edges.keys()].sort()) if (!index.has(node)) visit(node);
  return groups.map((group) => describeCycle(edges, new Set(group)));
}

/** A shortest way from the group's first folder back to itself, each step with its import. */
function describeCycle(edges: Map<string, Map<string, string>>, group: Set<string>): string {
  const start = [...group].sort()[0];
  const cameFrom = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0) {
    const node = queue.shift()!;
    for (const next of edges.get(node)?.keys() ?? []) {
      if (!group.has(next) || cameFrom.has(next)) continue;
      cameFrom.set(next, node);
      if (next === start) queue.length = 0;
      else queue.push(next);
    }
  }
  const path = [start];
  for (let node = cameFrom.get(start)!; node !== start; node = cameFrom.get(node)!)
    path.unshift(node);
  path.unshift(start);
  const steps = path.slice(1).map((node, i) => edges.get(path[i])!.get(node)!);
  return `${path.join(' → ')}: ${steps.join('; ')}`;
}

const allFiles = () =>
  sourceFiles(SRC).map((file) => ({ path: fromSrc(file), source: readFileSync(file, 'utf8') }));

describe('features', () => {
  it('never import each other, in a cycle of any length', () => {
    expect(importCycles(featureImports(allFiles()))).toEqual([]);
  });

  it('finds features that import each other, directly or round a longer cycle (the check can fail)', () => {
    const edges = featureImports([
      { path: 'features/basket/Panel.tsx', source: "import { X } from '../checkout/X';" },
      { path: 'features/checkout/Page.tsx', source: "import { Y } from '../basket/Y';" },
      { path: 'features/checkout/lazy.ts', source: "const Z = () => import('../kit/Z');" },
      { path: 'features/kit/Z.ts', source: "export { W } from '../../api/W';" },
      { path: 'features/a/A.ts', source: "import { B } from '../b/B';" },
      { path: 'features/b/B.ts', source: "import { C } from '../c/C';" },
      { path: 'features/c/C.ts', source: "import { A } from '../a/A';" },
    ]);
    expect(importCycles(edges).sort()).toEqual([
      'a → b → c → a: features/a/A.ts → ../b/B; features/b/B.ts → ../c/C; features/c/C.ts → ../a/A',
      'basket → checkout → basket: features/basket/Panel.tsx → ../checkout/X; features/checkout/Page.tsx → ../basket/Y',
    ]);
    expect([...(edges.get('checkout')?.keys() ?? [])]).toEqual(['basket', 'kit']);
  });
});

describe('the folders of src/', () => {
  it('import each other in no cycle of any length (code only tests run aside)', () => {
    const files = allFiles().filter((file) => !isTestCode(file.path));
    expect(importCycles(folderImports(files, topFolderOf))).toEqual([]);
  });

  it('finds a cycle of three folders (the check can fail)', () => {
    const edges = folderImports(
      [
        { path: 'features/a/A.tsx', source: "import { L } from '../../layout/L';" },
        { path: 'layout/L.tsx', source: "import { P } from '../pages/P';" },
        { path: 'pages/P.tsx', source: "import { A } from '../features/a/A';" },
        { path: 'api/q.ts', source: "import { r } from '../http/request';" },
      ],
      topFolderOf,
    );
    expect(importCycles(edges)).toEqual([
      'features → layout → pages → features: features/a/A.tsx → ../../layout/L; layout/L.tsx → ../pages/P; pages/P.tsx → ../features/a/A',
    ]);
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
