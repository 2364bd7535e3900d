/**
 * Unit tests of the front end (jsdom) and of the release tooling (node). The API has its own suite,
 * run on two databases by `npm run test -w api`.
 * Native ESM (see package.json test:unit): nanostores and react-router ship ESM only.
 */
const swcTransform = {
  '^.+\\.(t|j)sx?$': [
    '@swc/jest',
    {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic' } },
        target: 'es2022',
      },
      module: { type: 'es6' },
    },
  ],
};

export default {
  // A page test walks a whole checkout in jsdom: a few seconds alone, more on a loaded 2-core CI machine. Jest reads
  // the time limit from this level only (a project's own is ignored).
  testTimeout: 30000,
  projects: [
    {
      displayName: 'web',
      testEnvironment: '<rootDir>/jest.environment.web.js',
      // The shared package, the shell, every remote (any `mf-*` workspace) and the operator console.
      roots: ['<rootDir>'],
      testMatch: ['<rootDir>/{shared,shell,mf-*,ops}/src/**/*.test.{ts,tsx}'],
      testPathIgnorePatterns: ['/node_modules/', '/dist/', '<rootDir>/shared/src/contract/'],
      extensionsToTreatAsEsm: ['.ts', '.tsx'],
      // Stylesheets go through jest.style-stub.js: CSS Modules export their class names, plain CSS nothing.
      transform: { ...swcTransform, '\\.css$': '<rootDir>/jest.style-stub.js' },
      // A library's own stylesheet imported as a file (react-easy-crop's: the page's CSP refuses injected styles).
      transformIgnorePatterns: ['/node_modules/(?!.+\\.css$)'],
      globals: {
        __BUILD_LABEL__: 'test-build',
        __SHOP_APP__: 'test',
        __GA_MEASUREMENT_ID__: '',
        __WECHAT_LOGIN__: { authorizeUrl: '/dev/wechat/qrconnect', appId: 'wx-sandbox-app' },
      },
    },
    {
      // Node-only checks of the shared package: its singleton surface against the committed report.
      displayName: 'shared-surface',
      testEnvironment: 'node',
      roots: ['<rootDir>/shared/surface'],
      testMatch: ['**/*.test.ts'],
      extensionsToTreatAsEsm: ['.ts'],
      transform: swcTransform,
    },
    {
      // Node-only checks over the repo's files (scripts/checks): what no single workspace's tests can see.
      displayName: 'repo',
      testEnvironment: 'node',
      roots: ['<rootDir>/scripts'],
      testMatch: ['**/*.test.ts'],
      extensionsToTreatAsEsm: ['.ts'],
      transform: swcTransform,
    },
    '<rootDir>/deploy/jest.config.js',
  ],
};
