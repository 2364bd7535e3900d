// Native ESM jest (see TOOLCHAIN.md): swc strips types, node runs the modules.
export default {
  testEnvironment: 'node',
  // The seed's picture generator sits beside src/ (api/seed-pictures): its test runs here too.
  roots: ['<rootDir>/src', '<rootDir>/seed-pictures'],
  testMatch: ['**/*.test.ts'],
  extensionsToTreatAsEsm: ['.ts'],
  transform: {
    '^.+\\.ts$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'es6' } }],
  },
  // Each file boots its own API on its own database copy; 2 cores.
  maxWorkers: 2,
  // Generous: the suite shares 2 cores with builds and browsers; races and fuzz do thousands of requests.
  testTimeout: 180000,
};
