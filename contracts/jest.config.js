/** @type {import('jest').Config} */
const swc = require('../jest.swc.json');
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/src'],
  testMatch: ['**/*.spec.ts'],
  transform: { '^.+\\.ts$': ['@swc/jest', { ...swc, swcrc: false }] },
};
