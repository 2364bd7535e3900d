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
  projects: [
    {
      displayName: 'web',
      testEnvironment: '<rootDir>/jest.environment.web.js',
      roots: ['<rootDir>/shared/src', '<rootDir>/shell/src', '<rootDir>/mf-catalog/src', '<rootDir>/mf-checkout/src', '<rootDir>/mf-member/src', '<rootDir>/mf-fanza/src'],
      testMatch: ['**/*.test.ts', '**/*.test.tsx'],
      testPathIgnorePatterns: ['/node_modules/', '<rootDir>/shared/src/contract/'],
      extensionsToTreatAsEsm: ['.ts', '.tsx'],
      transform: swcTransform,
      globals: {
        __BUILD_LABEL__: 'test-build',
        __GA_MEASUREMENT_ID__: '',
        __WECHAT_LOGIN__: { authorizeUrl: '/dev/wechat/qrconnect', appId: 'wx-sandbox-app' },
      },
      moduleNameMapper: { '\\.css$': '<rootDir>/jest.style-stub.js' },
    },
    '<rootDir>/deploy/jest.config.js',
  ],
};
