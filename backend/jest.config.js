const { swcTransform } = require('../jest.swc.cjs');

/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/src'],
  testMatch: ['**/*.spec.ts'],
  // One migrated and seeded template database per run, copied for each spec
  // (backend/src/platform/database/database-template.ts).
  globalSetup: '<rootDir>/jest.global-setup.cjs',
  globalTeardown: '<rootDir>/jest.global-teardown.cjs',
  setupFiles: ['<rootDir>/src/testing/template-builder.ts'],
  transform: {
    // Type-checking is lint's job (tsc); tests only transpile, which keeps them fast.
    '^.+\\.ts$': swcTransform({ decorators: true }),
    '/node_modules/@nestjs/.+\\.js$': '<rootDir>/../jest.esm-packages.cjs',
  },
  transformIgnorePatterns: ['/node_modules/(?!@nestjs/)'],
  moduleNameMapper: { '^@shop/contracts$': '<rootDir>/../contracts/src/index.ts' },
  // Two workers on two cores: a spec spends much of its time waiting on PostgreSQL, and jest's
  // default (one fewer than the cores) left one core idle (docs/testing.md).
  maxWorkers: 2,
  testTimeout: 30000,
};
