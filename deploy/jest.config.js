// Native ESM jest (TOOLCHAIN.md "Jest"): swc strips the types, Node runs the ES modules.
// Run from the repo root: node --experimental-vm-modules node_modules/jest/bin/jest.js -c deploy/jest.config.js
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const requiredEsmOnly = ['content-disposition', 'cookie'];

export default {
  displayName: 'deploy',
  rootDir: here,
  testEnvironment: 'node',
  roots: ['<rootDir>/src'],
  testMatch: ['<rootDir>/src/**/*.test.ts'],
  extensionsToTreatAsEsm: ['.ts'],
  transform: {
    '^.+\\.ts$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'es6' } }],
    // @fastify/static and light-my-request (inject) require() ESM-only packages. Node 20.19+ loads those
    // natively, jest's CommonJS runtime cannot (before Node 24.9), so jest gets CommonJS copies of them.
    [`/node_modules/(${requiredEsmOnly.join('|')})/.+\\.js$`]: [
      '@swc/jest',
      { jsc: { target: 'es2022' }, module: { type: 'commonjs' } },
    ],
  },
  transformIgnorePatterns: [`/node_modules/(?!(${requiredEsmOnly.join('|')})/)`],
  // Sources import './x.js' (TypeScript ESM style); jest must find the .ts file behind it.
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  // Slow files (real rspack, spawned CLIs) set their own, longer timeout.
  testTimeout: 20000,
};
