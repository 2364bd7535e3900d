import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { RetryPlugin } from '@module-federation/retry-plugin';
import { formatContractProblems, type RemoteManifestEntry } from '@shop/shared/manifest';
import type { RemoteRoutesModule } from '@shop/shared/routing';
import { contractPlugin, RemoteContractRefused } from './contract';
import { unavailableRemote } from './unavailable';

const loading = new Map<string, Promise<RemoteRoutesModule>>();
let known: RemoteManifestEntry[] = [];

/**
 * After the retry plugin gives up, hand back a module whose routes show "temporarily unavailable"
 * instead of letting the error reach React Router, which would replace the whole shell.
 * Only at 'onLoad': at 'afterResolve' the runtime expects a manifest, not a module.
 */
function fallbackPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'shop-remote-fallback',
    errorLoadRemote(args) {
      if (args.lifecycle !== 'onLoad') return undefined;
      const remoteName = String(args.id).split('/')[0];
      const entry = known.find((candidate) => candidate.name === remoteName);
      if (!entry) return undefined;
      if (args.error instanceof RemoteContractRefused)
        console.error(
          [`Remote ${remoteName} ${entry.version} is not mounted: this shell does not provide what it needs.`]
            .concat(formatContractProblems(args.error.problems))
            .join('\n'),
        );
      else console.error(`Remote ${remoteName} could not be loaded; showing its fallback.`, args.error);
      return unavailableRemote(entry);
    },
  };
}

export function registerShopRemotes(remotes: RemoteManifestEntry[]): void {
  known = remotes;
  registerPlugins([
    // The retry plugin is typed against an older runtime; its hooks are the same.
    RetryPlugin({
      fetch: { retryTimes: 2, retryDelay: 300 },
      script: { retryTimes: 2, retryDelay: 300 },
    }) as unknown as ModuleFederationRuntimePlugin,
    contractPlugin(),
    fallbackPlugin(),
  ]);
  registerRemotes(remotes.map((remote) => ({ name: remote.name, entry: remote.manifest })));
}

function isRoutesModule(value: unknown): value is RemoteRoutesModule {
  return Array.isArray((value as RemoteRoutesModule | null)?.routes);
}

/** The remote's exposed route tree, loaded once; any failure resolves to its fallback routes. */
export function loadRemoteRoutes(entry: RemoteManifestEntry): Promise<RemoteRoutesModule> {
  let pending = loading.get(entry.name);
  if (!pending) {
    pending = loadRemote<RemoteRoutesModule>(`${entry.name}/routes`).then(
      (module) => (isRoutesModule(module) ? module : unavailableRemote(entry)),
      (error: unknown) => {
        console.error(`Remote ${entry.name} failed to load.`, error);
        return unavailableRemote(entry);
      },
    );
    loading.set(entry.name, pending);
  }
  return pending;
}
