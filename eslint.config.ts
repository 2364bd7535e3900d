/**
 * One lint for the whole repo (`npm run lint`, part of `npm test`). Besides the usual correctness rules it
 * holds the shop's boundaries: the dependency direction shared → remotes → shell composition, no remote
 * reaching into another or into the shell, and the API's modules reaching the database and providers but
 * not each other's internals. The list of apps comes from the same registry as the builds.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { readShopApps } from './shared/src/apps/registry';

const repoRoot = path.dirname(fileURLToPath(import.meta.url));
const apps = readShopApps(repoRoot);
const remotes = apps.filter((app) => app.role === 'remote').map((app) => app.folder);
const host = apps.find((app) => app.role === 'host')!.folder;
const consoles = apps.filter((app) => app.role === 'console').map((app) => app.folder);
const frontEnds = [host, ...remotes, ...consoles];

/**
 * Some concerns of @shop/shared are Module Federation singletons (shared/package.json `federation.singletons`):
 * the build shares them by their package subpath, so a relative import of one (`../stores`) would bundle a
 * private copy into the importing app: two session stores, two i18n registries. Code imports a singleton as
 * `@shop/shared/<concern>`; types may cross (they are erased), and stateless concerns may be imported either way.
 * One block per folder depth inside a concern.
 */
const singletons = (
  JSON.parse(readFileSync(path.join(repoRoot, 'shared/package.json'), 'utf8')) as { federation: { singletons: string[] } }
).federation.singletons;
const sharedConcerns = readdirSync(path.join(repoRoot, 'shared/src'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const concernBoundaries = [1, 2, 3].flatMap((depth) =>
  sharedConcerns.map((concern) => ({
    files: [`shared/src/${concern}/${'*/'.repeat(depth - 1)}*.{ts,tsx}`],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `^${'\\.\\./'.repeat(depth)}(${singletons.filter((name) => name !== concern).join('|')})(/|$)`,
              allowTypeImports: true,
              message: `import a singleton concern of @shop/shared as @shop/shared/<concern>, never by a relative path`,
            },
          ],
        },
      ],
    },
  })),
);

/** Tests and the test support they import (`<package>/src/testing/`), which may import test support. */
const testFiles = ['**/*.test.{ts,tsx}', '**/src/testing/**', 'e2e/**'];
const sharedTestSupport = { regex: '^@shop/shared/testing(/|$)', message: 'test support is imported by tests only' };
const ownTestSupport = { regex: '^\\.{1,2}/(.*/)?testing(/|$)', message: 'test support is imported by tests only' };

/** Zones for import-x/no-restricted-paths: what a folder may not import from. */
const boundaries = [
  // @shop/shared is the bottom layer: it knows no app, no API, no tooling.
  { target: './shared/src', from: [...frontEnds.map((app) => `./${app}`), './api', './deploy', './e2e'] },
  // A remote imports only @shop/shared and its own folder (the shell loads it through Module Federation).
  ...remotes.map((remote) => ({
    target: `./${remote}`,
    from: [...frontEnds.filter((other) => other !== remote).map((other) => `./${other}`), './api', './deploy'],
  })),
  // The shell composes remotes at run time only, through the remotes manifest; no shop page knows the console.
  { target: `./${host}`, from: [...remotes, ...consoles].map((app) => `./${app}`) },
  // The operator console (decision 036) is its own app: @shop/shared and its own folder, no remote's code.
  ...consoles.map((app) => ({
    target: `./${app}/src`,
    from: [...frontEnds.filter((other) => other !== app).map((other) => `./${other}`), './api', './deploy'],
  })),
  // The API is its own service: it shares the contract with the front end, nothing else. It never knows the
  // stand-ins (sandboxes → api, never back): whoever composes it hands them in (deploy's api-mount; for its tests
  // and benchmarks, sandboxes/src/testing/compose-api.ts).
  { target: './api', from: [...frontEnds.map((app) => `./${app}`), './deploy', './e2e', './sandboxes'] },
  // The stand-ins for outside services use the API's public pieces, nothing of the front end or deploy.
  { target: './sandboxes', from: [...frontEnds.map((app) => `./${app}`), './deploy', './e2e'] },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'published/**',
      '.tmp/**',
      '.data/**',
      'test-results/**',
      'playwright-report/**',
      'api/src/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })] },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: repoRoot, zones: boundaries }],
      'import-x/no-cycle': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
  {
    files: ['**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    files: ['shared/src/**/*.{ts,tsx}', ...frontEnds.map((app) => `${app}/src/**/*.{ts,tsx}`)],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.flat.recommended.rules,
  },
  ...concernBoundaries,
  {
    // Test support is for tests: no production code imports `@shop/shared/testing`, and none of the front end's or
    // deploy's imports its package's `src/testing/`. (A later block replaces this rule's options for its files.)
    files: ['**/*.{ts,tsx}'],
    ignores: testFiles,
    rules: { 'no-restricted-imports': ['error', { patterns: [sharedTestSupport] }] },
  },
  {
    files: ['shared/src/**/*.{ts,tsx}', ...frontEnds.map((app) => `${app}/src/**/*.{ts,tsx}`), 'deploy/src/**/*.ts'],
    ignores: [...testFiles, 'deploy/src/bench/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [sharedTestSupport, ownTestSupport] }] },
  },
  {
    // Playwright reads a fixture's dependencies from its first parameter: `{}` is how one says "none".
    files: ['e2e/**/*.ts'],
    rules: { 'no-empty-pattern': 'off' },
  },
  prettier,
);
