/** A real (tiny) rspack run: two throwaway apps in a temp repo, built together by one MultiCompiler. */
import { execFile } from 'node:child_process';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it, jest } from '@jest/globals';
import { removeTempDirs, tempDir, writeFiles } from '../testing/fixtures.js';
import { buildApps } from './build-apps.js';
import { STAMP_FILE, findStaleApps, readStamp } from './staleness.js';
import { repoRoot } from '../paths.js';

// Runs real rspack / spawns tsx: slower than the 5 s default on a loaded 2-core machine.
jest.setTimeout(60000);

afterAll(removeTempDirs);

// Relative entry and no output.path: buildApps must pin both to the app folder, as the CLI would.
const CONFIG = `export default (_env: unknown, argv: { mode?: string }) => ({
  mode: argv.mode,
  entry: { main: './src/index.js' },
  output: { filename: '[name].[contenthash:8].js' },
});
`;

async function tinyRepo(sources: Record<string, string>): Promise<string> {
  const root = await tempDir('rspack-repo');
  for (const [app, source] of Object.entries(sources)) {
    await writeFiles(path.join(root, app), { 'rspack.config.ts': CONFIG, 'src/index.js': source });
  }
  return root;
}

describe('buildApps', () => {
  it('builds several apps in one run into <app>/dist with hashed names and stamps them', async () => {
    const root = await tinyRepo({
      shell: "export const app = 'shell'; console.log(app);\n",
      'mf-catalog': "export const app = 'catalog'; console.log(app);\n",
    });
    const before = Date.now();
    const report = await buildApps(root, ['shell', 'mf-catalog']);
    expect(report.results).toEqual([
      { app: 'shell', ok: true, messages: '' },
      { app: 'mf-catalog', ok: true, messages: '' },
    ]);
    for (const app of ['shell', 'mf-catalog']) {
      const files = await readdir(path.join(root, app, 'dist'));
      const main = files.find((file) => /^main\.[0-9a-f]{8}\.js$/.test(file));
      expect(main).toBeDefined();
      expect(await readFile(path.join(root, app, 'dist', main!), 'utf8')).toContain(app === 'shell' ? 'shell' : 'catalog');
      expect(files).toContain(STAMP_FILE);
      const stamp = await readStamp(path.join(root, app, 'dist'));
      expect(stamp?.mode).toBe('production');
      expect(stamp!.builtAt).toBeGreaterThanOrEqual(before - 1);
    }
    expect(await findStaleApps(root, ['shell', 'mf-catalog'])).toEqual([]);
  });

  it('reports a broken app without stamping it, and still builds the others', async () => {
    const root = await tinyRepo({
      shell: "console.log('fine');\n",
      'mf-member': "import './does-not-exist.js';\n",
    });
    const report = await buildApps(root, ['shell', 'mf-member']);
    const member = report.results.find((result) => result.app === 'mf-member');
    expect(member?.ok).toBe(false);
    expect(member?.messages).toMatch(/does-not-exist/);
    expect(report.results.find((result) => result.app === 'shell')?.ok).toBe(true);
    expect(await findStaleApps(root, ['shell', 'mf-member'])).toEqual([{ app: 'mf-member', reason: 'not built' }]);
  });
});

describe('buildApps called from a tsx process (as npm start does)', () => {
  // tsx compiles what it loads with esbuild keepNames; Module Federation stringifies its runtime functions
  // into the bundle, so a build inside the tsx process shipped calls to a `__name` helper browsers lack.
  it('emits bundles free of esbuild helpers', async () => {
    const root = await tempDir('rspack-mf-repo');
    const enhanced = path.join(repoRoot, 'node_modules', '@module-federation', 'enhanced', 'dist', 'src', 'rspack.js');
    await writeFiles(path.join(root, 'mf-fanza'), {
      'rspack.config.ts': `import { ModuleFederationPlugin } from ${JSON.stringify(enhanced)};
export default () => ({
  entry: { main: './src/index.js' },
  plugins: [new ModuleFederationPlugin({ name: 'mf_fanza', filename: 'remoteEntry.js', exposes: { './routes': './src/index.js' }, dts: false })],
});
`,
      'src/index.js': 'export const routes = [];\n',
    });
    const script = `(async () => {
  const { buildApps } = await import(${JSON.stringify(path.join(repoRoot, 'deploy', 'src', 'build', 'build-apps.ts'))});
  const report = await buildApps(${JSON.stringify(root)}, ['mf-fanza']);
  console.log(JSON.stringify(report.results));
})();`;
    const tsx = path.join(repoRoot, 'node_modules', '.bin', 'tsx');
    const { stdout } = await promisify(execFile)(tsx, ['--eval', script], { cwd: repoRoot });
    expect(JSON.parse(stdout.trim().split('\n').pop()!)).toEqual([{ app: 'mf-fanza', ok: true, messages: expect.any(String) }]);
    const dist = path.join(root, 'mf-fanza', 'dist');
    const bundles = (await readdir(dist)).filter((file) => file.endsWith('.js'));
    expect(bundles).toContain('remoteEntry.js');
    for (const file of bundles) expect(await readFile(path.join(dist, file), 'utf8')).not.toContain('__name(');
  });
});
