// `npm run lint` runs this after ESLint: the import graph of the backend, the contracts and the
// storefront. ESLint guards each file's imports (index-only between modules, pure domain/); this
// guards the graph as a whole: no cycle between files, of any length, and backend modules only
// depend downwards (docs/architecture.md). .dependency-cruiser.folders.cjs does the same for
// folders.
/** Which modules each backend module may import (through their index.ts). */
const ALLOWED = {
  'delivery-rules': [],
  catalogue: ['delivery-rules'],
  content: ['catalogue'],
  delivery: ['catalogue', 'delivery-rules'],
  basket: ['catalogue', 'delivery-rules'],
  discount: ['basket'],
  analytics: ['basket'],
  accounts: ['basket', 'catalogue'],
  support: ['basket', 'accounts'],
  giftcards: [],
  points: ['accounts', 'basket'],
  orders: ['basket', 'catalogue', 'delivery-rules', 'giftcards', 'discount', 'accounts', 'points'],
  notifications: [],
};
const MODULES = Object.keys(ALLOWED);

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'An import cycle (TypeORM entities, which name each other in relations, excepted).',
      from: { pathNot: '/entities/' },
      to: { circular: true, pathNot: '/entities/' },
    },
    ...MODULES.map((module) => ({
      name: `${module}-depends-downwards`,
      severity: 'error',
      comment: `${module} may import only ${ALLOWED[module].join(', ') || 'no other module'} (and the platform).`,
      from: { path: `^backend/src/${module}/`, pathNot: '\\.(spec|test-kit)\\.ts$' },
      to: {
        path: `^backend/src/(${MODULES.join('|')})/`,
        pathNot: `^backend/src/(${[module, ...ALLOWED[module]].join('|')})/`,
      },
    })),
    {
      name: 'platform-imports-no-module',
      severity: 'error',
      comment: 'The platform sits below every module: it never imports one.',
      from: { path: '^backend/src/platform/', pathNot: '\\.(spec|test-kit)\\.ts$' },
      to: { path: `^backend/src/(${MODULES.join('|')})/` },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(node_modules|dist|dist-server)/|routeTree\\.gen\\.ts$' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.json'] },
    moduleSystems: ['es6', 'cjs'],
  },
};
