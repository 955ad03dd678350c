/** @type {import('jest').Config} */
const swc = require('../jest.swc.json');
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/src'],
  testMatch: ['**/*.spec.ts'],
  transform: {
    '^.+\\.ts$': ['@swc/jest', { ...swc, swcrc: false }],
    '/node_modules/@nestjs/.+\\.js$': '<rootDir>/../jest.esm-packages.cjs',
  },
  transformIgnorePatterns: ['/node_modules/(?!@nestjs/)'],
  moduleNameMapper: { '^@shop/contracts$': '<rootDir>/../contracts/src/index.ts' },
  testTimeout: 30000,
};
