import { createBrowserRouter, type RouteObject } from 'react-router';
import { findOwner, type RemoteManifestEntry, type RemotesManifest } from '@shop/shared/manifest';
import { type RemoteRoutesModule } from '@shop/shared/routing';
import { loadRemoteRoutes } from '../remotes/federation';
import { remoteHealth } from '../remotes/health/reporter';
import { RemoteRegion, RemoteRouteError } from '../remotes/RemoteRegion';
import { isUnavailable } from '../remotes/unavailable';
import { RootLayout } from '../layout/RootLayout';
import { ShellError } from '../layout/ShellError';
import { startScrollKeys } from './scrollKey';
import { shellRoutes } from './shellRoutes';

const rootId = 'root';

/**
 * A remote's routes wrapped in its region: one error boundary and one Suspense per remote. Made once per
 * remote and page load, when the shopper first reaches its pages: that is a load (or a failed one) of the
 * remote's version for the health report.
 */
function remoteBranch(entry: RemoteManifestEntry, module: RemoteRoutesModule): RouteObject {
  remoteHealth.report(entry, isUnavailable(module) ? 'load-failure' : 'load');
  return {
    id: `remote:${entry.name}`,
    element: <RemoteRegion remote={entry.name} build={module.build} />,
    errorElement: <RemoteRouteError remote={entry} />,
    children: module.routes,
  };
}

function pathnameOf(path: string): string {
  return new URL(path, window.location.origin).pathname;
}

/**
 * The shop's router. Shell pages are known up front; a remote's routes are patched in the first
 * time a URL it owns is visited (the remote owning the first URL is loaded before the router starts,
 * so a deep link renders without a flash of the not-found page).
 */
export async function createShopRouter(manifest: RemotesManifest) {
  const mounted = new Set<string>();
  const initialOwner = findOwner(manifest, window.location.pathname);
  const initialBranches: RouteObject[] = [];
  if (initialOwner) {
    initialBranches.push(remoteBranch(initialOwner, await loadRemoteRoutes(initialOwner)));
    mounted.add(initialOwner.name);
  }

  const routes: RouteObject[] = [
    {
      // Pathless on purpose: '/' must fall to the '*' route until a remote claims it, because React Router
      // asks patchRoutesOnNavigation only about paths that match nothing or match through a splat/param.
      id: rootId,
      element: <RootLayout />,
      ErrorBoundary: ShellError,
      children: [...initialBranches, ...shellRoutes],
    },
  ];

  startScrollKeys();
  return createBrowserRouter(routes, {
    async patchRoutesOnNavigation({ path, patch, signal }) {
      const owner = findOwner(manifest, pathnameOf(path));
      if (!owner || mounted.has(owner.name)) return;
      const module = await loadRemoteRoutes(owner);
      // A newer navigation interrupted this one (its patch would be ignored): leave the patching to it.
      // Two navigations may also race to the same remote; patch it once.
      if (signal.aborted || mounted.has(owner.name)) return;
      mounted.add(owner.name);
      patch(rootId, [remoteBranch(owner, module)]);
    },
  });
}
