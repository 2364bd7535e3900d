import { createRequire } from 'node:module';
import path from 'node:path';
import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import type { RemoteManifestEntry } from '@shop/shared/manifest';
import type { RemoteRoutesModule } from '@shop/shared/routing';
import { createVersionGate } from './version-gate';

// Published server containers are files of this machine's publish folder: Node loads them like any module.
const requireFile = createRequire(`${process.cwd()}/`);

/**
 * The federation runtime reads a remote's server container from disk instead of fetching a script. Always afresh:
 * a version switched back to (a rollback) must run its code again, which registers its own texts again, rather than
 * reuse Node's cached module with the texts of the version switched away from.
 */
const fileEntryPlugin: ModuleFederationRuntimePlugin = {
  name: 'shop-server-file-entry',
  loadEntry: ({ remoteInfo }) => {
    const folder = `${path.dirname(remoteInfo.entry)}${path.sep}`;
    for (const file of Object.keys(requireFile.cache)) if (file.startsWith(folder)) delete requireFile.cache[file];
    return requireFile(remoteInfo.entry) as never;
  },
};
let pluginRegistered = false;

/** The server container registered per remote: a release or rollback switches it on the next render. */
const registered = new Map<string, string>();
const loaded = new Map<string, Promise<RemoteRoutesModule>>();

function isRoutesModule(value: unknown): value is RemoteRoutesModule {
  return Array.isArray((value as RemoteRoutesModule | null)?.routes);
}

const versionGate = createVersionGate();

/**
 * Runs `render` with the route tree of `entry`'s version (`serverEntry`, its server container), side by side with
 * other renders of that version (version-gate.ts). Rejects when the container is missing or broken, or `signal`
 * aborts the wait.
 */
export function withServerRoutes<T>(
  entry: RemoteManifestEntry,
  serverEntry: string,
  signal: AbortSignal,
  render: (module: RemoteRoutesModule) => Promise<T>,
): Promise<T> {
  return versionGate(entry.name, serverEntry, signal, async () => render(await loadServerRoutes(entry, serverEntry)));
}

/**
 * The route tree of `entry`'s version, from its server container (`serverEntry`, a file). Rejects when the
 * container is missing or broken: the page is then rendered in the browser, as before server rendering.
 */
function loadServerRoutes(entry: RemoteManifestEntry, serverEntry: string): Promise<RemoteRoutesModule> {
  // On first use, not on import: the federation runtime exists once the bundle's entry has started.
  if (!pluginRegistered) registerPlugins([fileEntryPlugin]);
  pluginRegistered = true;
  if (registered.get(entry.name) !== serverEntry) {
    // force: a switch of version replaces the container and everything loaded from it.
    registerRemotes([{ name: entry.name, entry: serverEntry }], { force: registered.has(entry.name) });
    registered.set(entry.name, serverEntry);
    loaded.delete(entry.name);
  }
  let routes = loaded.get(entry.name);
  if (!routes) {
    routes = loadRemote<RemoteRoutesModule>(`${entry.name}/routes`).then((module) => {
      if (!isRoutesModule(module)) throw new Error(`${entry.name} ${entry.version}: its server container exposes no routes`);
      return module;
    });
    // A failure is not kept: the next render tries again (a container published late, say).
    routes.catch(() => {
      if (registered.get(entry.name) === serverEntry) loaded.delete(entry.name);
    });
    loaded.set(entry.name, routes);
  }
  return routes;
}
