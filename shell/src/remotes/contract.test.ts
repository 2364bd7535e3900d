import { jest } from '@jest/globals';
import { init } from '@module-federation/enhanced/runtime';
import type { RemoteManifestEntry } from '@shop/shared/manifest';
import { createShopRouter } from '../router/createShopRouter';
import { contractPlugin, providedByHost, RemoteContractRefused } from './contract';
import { loadRemoteRoutes, registerShopRemotes } from './federation';
import { remoteHealth } from './health/reporter';
import { isUnavailable } from './unavailable';

/** A federation manifest as a remote's build writes it, needing `surface` of the @shop/shared singletons. */
function remoteManifest(name: string, surface: string) {
  const shared = (pkg: string, version: string) => ({
    id: `${name}:${pkg}`,
    name: pkg,
    version,
    singleton: true,
    requiredVersion: `^${version}`,
    hash: '',
    assets: { js: { sync: [], async: [] }, css: { sync: [], async: [] } },
  });
  return {
    id: name,
    name,
    metaData: {
      name,
      globalName: name,
      buildInfo: { buildVersion: '1.0.0', buildName: name.replace('_', '-') },
      publicPath: 'auto',
      remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
      types: { path: '', name: '', zip: '', api: '' },
      pluginVersion: '2.9.2',
    },
    shared: [shared('react', '19.3.1'), shared('@shop/shared/stores', surface), shared('@shop/shared/i18n', surface)],
    remotes: [],
    exposes: [
      {
        id: `${name}:routes`,
        name: 'routes',
        path: './routes',
        assets: { js: { sync: [], async: [] }, css: { sync: [], async: [] } },
      },
    ],
  };
}

/** What the shell's build shares: the runtime registers each with `from` the host's name. */
const hostShared = Object.fromEntries(
  [
    ['react', '19.3.1'],
    ['@shop/shared/stores', '2.1.0'],
    ['@shop/shared/i18n', '2.1.0'],
  ].map(([pkg, version]) => [
    pkg,
    { version, lib: () => ({}), shareConfig: { singleton: true, requiredVersion: `^${version}` } },
  ]),
);

describe('the shell refuses a remote whose needs it does not satisfy', () => {
  const newer: RemoteManifestEntry = {
    name: 'mf_catalog',
    package: 'mf-catalog',
    version: '1.1.0-3f2a9c1b',
    manifest: 'http://shop.test/remotes/mf-catalog/1.1.0-3f2a9c1b/mf-manifest.json',
    owns: ['/', '/theme'],
  };
  let requested: string[];
  let errors: string[];

  beforeAll(() => {
    init({ name: 'shell', remotes: [], shared: hostShared });
  });

  beforeEach(() => {
    requested = [];
    errors = [];
    globalThis.fetch = jest.fn(async (url: string | URL | Request) => {
      requested.push(String(url));
      return new Response(JSON.stringify(remoteManifest('mf_catalog', '3.0.0')));
    }) as unknown as typeof fetch;
    jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void errors.push(args.map(String).join(' ')));
    jest.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => jest.restoreAllMocks());

  it('shows the fallback without fetching any of its code, and names each package and both versions', async () => {
    registerShopRemotes([newer]);
    const module = await loadRemoteRoutes(newer);

    expect(isUnavailable(module)).toBe(true);
    expect(requested).toEqual([newer.manifest]);
    expect(document.querySelector('script[src*="remoteEntry"]')).toBeNull();
    expect(errors).toHaveLength(1);
    expect(errors[0]!.split('\n')).toEqual([
      'Remote mf_catalog 1.1.0-3f2a9c1b is not mounted: this shell does not provide what it needs.',
      'mf_catalog needs @shop/shared/i18n ^3.0.0, the live shell provides 2.1.0',
      'mf_catalog needs @shop/shared/stores ^3.0.0, the live shell provides 2.1.0',
    ]);
  });

  it('reports a failed load of that version when the shopper reaches its pages', async () => {
    const beacons: unknown[] = [];
    Object.defineProperty(navigator, 'sendBeacon', {
      configurable: true,
      value: (_url: string, body: string) => beacons.push(...(JSON.parse(body) as unknown[])),
    });
    registerShopRemotes([newer]);
    // jsdom's page is at '/', which the catalogue owns: the router mounts it before it starts.
    await createShopRouter({ remotes: [newer] });
    remoteHealth.flush();
    expect(beacons).toEqual([{ remote: 'mf_catalog', version: '1.1.0-3f2a9c1b', kind: 'load-failure', count: 1 }]);
  });
});

describe('contractPlugin', () => {
  const options = {
    name: 'shell',
    shared: {
      react: [{ version: '19.3.1', from: 'shell' }],
      '@shop/shared/stores': [
        { version: '2.1.0', from: 'shell' },
        { version: '3.0.0', from: 'mf_member' },
      ],
    },
  };
  const hook = contractPlugin().loadRemoteSnapshot!;
  const snapshotArgs = (surface: string) =>
    ({ options, manifestJson: remoteManifest('mf_catalog', surface), from: 'manifest' }) as unknown as Parameters<typeof hook>[0];

  it('counts only what the shell itself shares, not what a loaded remote offered', () => {
    expect(providedByHost(options as never)).toEqual(
      new Map([
        ['react', '19.3.1'],
        ['@shop/shared/stores', '2.1.0'],
      ]),
    );
  });

  it('lets a remote built against an older minor of the surface through', async () => {
    const args = snapshotArgs('2.0.0');
    // The i18n singleton is missing from these options: only the stores are checked here.
    args.manifestJson!.shared = args.manifestJson!.shared.filter((shared) => shared.name !== '@shop/shared/i18n');
    await expect(Promise.resolve(hook(args))).resolves.toBe(args);
  });

  it('throws the refusal with the problems for a newer major', () => {
    expect(() => hook(snapshotArgs('3.0.0'))).toThrow(RemoteContractRefused);
  });
});
