// Native ESM jest (see TOOLCHAIN.md): swc strips types, node runs the modules.
export default {
  testEnvironment: 'node',
  // src/, the seed's picture generator beside it, and the stand-ins' tests (sandboxes/), which boot the API as its
  // own tests do: all run in this suite, on both databases.
  roots: ['<rootDir>/src', '<rootDir>/seed-pictures', '<rootDir>/../sandboxes/src'],
  testMatch: ['**/*.test.ts'],
  // The API does not depend on the stand-ins: its test run is composed with them here (payments, mail, storage).
  setupFiles: ['<rootDir>/../sandboxes/src/testing/compose-api.ts'],
  extensionsToTreatAsEsm: ['.ts', '.tsx'],
  transform: {
    '^.+\\.ts$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'es6' } }],
    // The mail templates (modules/notification/mail) are React components.
    '^.+\\.tsx$': [
      '@swc/jest',
      {
        jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } }, target: 'es2022' },
        module: { type: 'es6' },
      },
    ],
  },
  // Each file boots its own API on its own database copy; 2 cores.
  maxWorkers: 2,
  // Generous: the suite shares 2 cores with builds and browsers; races and fuzz do thousands of requests.
  testTimeout: 180000,
};
