import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync, statSync } from 'node:fs';

// Backend domain modules: every folder of backend/src but the platform, the CLI and test helpers.
const NOT_MODULES = new Set(['platform', 'cli', 'testing']);
const MODULES = readdirSync(new URL('./backend/src', import.meta.url)).filter(
  (name) =>
    !NOT_MODULES.has(name) &&
    statSync(new URL(`./backend/src/${name}`, import.meta.url)).isDirectory(),
);
const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Another module's inner file: `../other/x` (its `index.ts` is `../other`; its test kit is allowed in tests). */
const internalsOf = (module) => ({
  regex: `^(\\.\\./)+${escape(module)}/(?!${escape(module)}\\.test-kit$).+`,
  message: `Import '${module}' through its public index ('../${module}'), not its inner files.`,
});

/** Framework and infrastructure a pure domain/ folder must not touch. */
const FRAMEWORKS = [
  { regex: '^@nestjs/', message: 'domain/ is pure: no NestJS.' },
  {
    regex: '^(typeorm|pg|better-sqlite3|express|supertest)$',
    message: 'domain/ is pure: no database or HTTP.',
  },
  {
    regex: '(^|/)platform/(?!domain-error$).+',
    message: 'domain/ is pure: only platform/domain-error may be imported from the platform.',
  },
];

/** Production code never imports test helpers (they are left out of the build). */
const NO_TEST_HELPERS = {
  selector: 'ImportDeclaration[source.value=/(test-kit|\\/testing\\/[^/]+)$/]',
  message: 'Production code must not import test kits or test helpers.',
};
const TEST_FILES = ['**/*.spec.ts', '**/*.test-kit.ts', 'backend/src/testing/**'];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-server/**',
      'data/**',
      'bench/results/**',
      'frontend/src/routeTree.gen.ts',
      'test-results/**',
      'playwright-report/**',
      '.test-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  // Module boundaries (docs/architecture.md "Boundaries"): modules meet only at their index.ts,
  // and domain/ folders stay pure and clock-free. Import cycles are dependency-cruiser's job
  // (.dependency-cruiser.cjs, run by `npm run lint`).
  ...MODULES.map((module) => ({
    files: [`backend/src/${module}/**/*.ts`],
    ignores: [`backend/src/${module}/**/domain/**`],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: MODULES.filter((other) => other !== module).map(internalsOf) },
      ],
    },
  })),
  {
    files: ['backend/src/**/*.ts'],
    ignores: TEST_FILES,
    rules: { 'no-restricted-syntax': ['error', NO_TEST_HELPERS] },
  },
  ...MODULES.map((module) => ({
    files: [`backend/src/${module}/**/domain/**/*.ts`],
    ignores: ['**/*.spec.ts', '**/*.test-kit.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...FRAMEWORKS,
            ...MODULES.filter((other) => other !== module).map(internalsOf),
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        NO_TEST_HELPERS,
        {
          selector: "NewExpression[callee.name='Date'][arguments.length=0]",
          message: 'domain/ is clock-free: take the time as an argument.',
        },
        {
          selector:
            'CallExpression[callee.object.name=/^(Date|DateTime)$/][callee.property.name=/^(now|local|utc)$/][arguments.length=0]',
          message: 'domain/ is clock-free: take the time as an argument.',
        },
      ],
    },
  })),
  {
    files: ['backend/src/{platform,cli}/**/*.ts', 'backend/src/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: MODULES.map(internalsOf) }],
    },
  },
  {
    files: ['**/*.cjs', '**/jest.config.js'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['frontend/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
);
