const { swcTransform } = require('../jest.swc.cjs');

/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/src'],
  testMatch: ['**/*.spec.ts'],
  transform: {
    // Type-checking is lint's job (tsc); tests only transpile, which keeps them fast.
    '^.+\\.ts$': swcTransform({ decorators: true }),
    '/node_modules/@nestjs/.+\\.js$': '<rootDir>/../jest.esm-packages.cjs',
  },
  transformIgnorePatterns: ['/node_modules/(?!@nestjs/)'],
  moduleNameMapper: { '^@shop/contracts$': '<rootDir>/../contracts/src/index.ts' },
  testTimeout: 30000,
};
