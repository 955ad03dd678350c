import * as path from 'node:path';
import * as ts from 'typescript';

// Test helpers and test kits must never reach backend/dist: they can open throwaway databases
// and sign shoppers in, which production code has no business doing.
describe('the production build (tsconfig.build.json)', () => {
  const backend = path.resolve(__dirname, '../..');
  const file = path.join(backend, 'tsconfig.build.json');
  const { config } = ts.readConfigFile(file, ts.sys.readFile);
  const parsed = ts.parseJsonConfigFileContent(config, ts.sys, backend);
  const compiled = parsed.fileNames.map((name) => path.relative(backend, name));

  it('compiles the application', () => {
    expect(compiled).toContain(path.join('src', 'main.ts'));
    expect(compiled).toContain(path.join('src', 'app.module.ts'));
  });

  it('leaves out specs, test kits and src/testing', () => {
    const testOnly = compiled.filter(
      (name) =>
        name.endsWith('.spec.ts') ||
        name.endsWith('.test-kit.ts') ||
        name.startsWith(path.join('src', 'testing') + path.sep),
    );
    expect(testOnly).toEqual([]);
  });
});
