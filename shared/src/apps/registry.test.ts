import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readShopApps } from './registry';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

describe('the shop’s own apps', () => {
  const apps = readShopApps(repoRoot);

  it('are the shell, the four remotes, then the operator console, each with its dev port and name', () => {
    expect(apps.map((app) => [app.folder, app.role, app.containerName])).toEqual([
      ['shell', 'host', 'shell'],
      ['mf-catalog', 'remote', 'mf_catalog'],
      ['mf-checkout', 'remote', 'mf_checkout'],
      ['mf-fanza', 'remote', 'mf_fanza'],
      ['mf-member', 'remote', 'mf_member'],
      ['ops', 'console', 'ops'],
    ]);
    expect(new Set(apps.map((app) => app.devPort)).size).toBe(apps.length);
  });
});

describe('readShopApps on a repo', () => {
  let root: string;
  const write = (file: string, json: unknown) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), JSON.stringify(json));
  };
  const remote = (containerName: string, devPort: number, owns = ['/x']) => ({
    version: '1.2.3',
    shop: { role: 'remote', containerName, devPort, owns },
  });

  beforeEach(() => {
    root = mkdtempSync(path.join(os.tmpdir(), 'registry-'));
    write('package.json', { workspaces: ['host', 'mf-*', 'lib'] });
    write('host/package.json', { version: '1.0.0', shop: { role: 'host', devPort: 80 } });
    write('lib/package.json', { version: '1.0.0' });
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('finds every workspace with a shop field, remotes matched by a workspace pattern', () => {
    write('mf-b/package.json', remote('mf_b', 82, ['/b']));
    write('mf-a/package.json', remote('mf_a', 81, ['/a', '/']));
    write('not-a-workspace/package.json', remote('mf_z', 89));
    expect(readShopApps(root)).toEqual([
      { folder: 'host', role: 'host', version: '1.0.0', containerName: 'shell', owns: [], devPort: 80 },
      { folder: 'mf-a', role: 'remote', version: '1.2.3', containerName: 'mf_a', owns: ['/a', '/'], devPort: 81 },
      { folder: 'mf-b', role: 'remote', version: '1.2.3', containerName: 'mf_b', owns: ['/b'], devPort: 82 },
    ]);
  });

  it('refuses what would break a build or a release, naming the file', () => {
    write('mf-a/package.json', remote('mf_a', 80));
    expect(() => readShopApps(root)).toThrow('host and mf-a have the same devPort (80)');
    write('mf-a/package.json', remote('mf_a', 81, []));
    expect(() => readShopApps(root)).toThrow(/mf-a\/package\.json: a remote must own at least one URL prefix/);
    write('mf-a/package.json', remote('mf-a', 81));
    expect(() => readShopApps(root)).toThrow(/"shop.containerName" must be a Module Federation name/);
    write('mf-a/package.json', { version: '1.0.0', shop: { role: 'host', devPort: 81 } });
    expect(() => readShopApps(root)).toThrow('exactly one workspace must have "shop.role": "host" (found 2)');
  });

  it('lists a console after the remotes, and refuses one that does not own exactly one prefix', () => {
    write('package.json', { workspaces: ['host', 'mf-*', 'desk'] });
    write('mf-a/package.json', remote('mf_a', 81));
    write('desk/package.json', {
      version: '1.0.0',
      shop: { role: 'console', containerName: 'desk', devPort: 83, owns: ['/desk'] },
    });
    expect(readShopApps(root).map((app) => [app.folder, app.role])).toEqual([
      ['host', 'host'],
      ['mf-a', 'remote'],
      ['desk', 'console'],
    ]);
    write('desk/package.json', { version: '1.0.0', shop: { role: 'console', containerName: 'desk', devPort: 83 } });
    expect(() => readShopApps(root)).toThrow(/desk\/package\.json: a console must own exactly one URL prefix/);
  });
});

describe.each(readShopApps(repoRoot).filter((app) => app.role === 'remote'))('remote $folder', (app) => {
  const dir = path.join(repoRoot, app.folder);

  it('has the inner shape every remote shares (README, "Where things live")', () => {
    for (const file of ['rspack.config.ts', 'src/index.ts', 'src/bootstrap.tsx', 'src/routes.tsx', 'src/namespace.ts']) {
      expect({ file, present: existsSync(path.join(dir, file)) }).toEqual({ file, present: true });
    }
    for (const locale of ['tw', 'cn', 'en']) expect(existsSync(path.join(dir, `src/i18n/${locale}.json`))).toBe(true);
    // One line: the app says who it is, the shared factory does the rest.
    expect(readFileSync(path.join(dir, 'rspack.config.ts'), 'utf8')).toContain(`createConfig({ folder: '${app.folder}' })`);
  });
});
