import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The storefront's module shape (ARCHITECTURE.md "Frontend"): query keys are written only in the
 * query modules of `src/api/`.
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
