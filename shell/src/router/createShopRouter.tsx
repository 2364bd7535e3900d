import { createBrowserRouter, type HydrationState, type RouteObject } from 'react-router';
import { findOwner, type RemoteManifestEntry, type RemotesManifest } from '@shop/shared/manifest';
import { followHistoryPops } from '@shop/shared/page-cache';
import { type RemoteRoutesModule } from '@shop/shared/routing';
import { loadRemoteRoutes } from '../remotes/federation';
import { remoteHealth } from '../remotes/health/reporter';
import { isUnavailable } from '../remotes/unavailable';
import { remoteBranch, rootRouteId, shopRouteTree } from './routeTree';
import { startScrollKeys } from './scrollKey';

/** A remote's branch, counted as a load (or a failed one) of its version for the health report. */
function reportedBranch(entry: RemoteManifestEntry, module: RemoteRoutesModule): RouteObject {
  remoteHealth.report(entry, isUnavailable(module) ? 'load-failure' : 'load');
  return remoteBranch(entry, module);
}

function pathnameOf(path: string): string {
  return new URL(path, window.location.origin).pathname;
}

/**
 * The shop's router. Shell pages are known up front; a remote's routes are patched in the first
 * time a URL it owns is visited (the remote owning the first URL is loaded before the router starts,
 * so a deep link renders without a flash of the not-found page). A page's data is its route's loader: it starts as
 * soon as the route is matched, with the page's code. `hydrationData`: what the server rendered the page with.
 */
export async function createShopRouter(manifest: RemotesManifest, { hydrationData }: { hydrationData?: HydrationState } = {}) {
  const mounted = new Set<string>();
  const initialOwner = findOwner(manifest, window.location.pathname);
  const initialBranches: RouteObject[] = [];
  if (initialOwner) {
    initialBranches.push(reportedBranch(initialOwner, await loadRemoteRoutes(initialOwner)));
    mounted.add(initialOwner.name);
  }

  startScrollKeys();
  const pops = followHistoryPops();
  const router = createBrowserRouter(shopRouteTree(initialBranches), {
    // A server-rendered page is on screen and may have been scrolled before it hydrated: with hydration data the
    // router's first render shows what the server rendered and leaves the scroll where it is. A position kept for
    // this entry (a reload, back from another document) is still restored.
    hydrationData,
    async patchRoutesOnNavigation({ path, patch, signal }) {
      const owner = findOwner(manifest, pathnameOf(path));
      if (!owner || mounted.has(owner.name)) return;
      const module = await loadRemoteRoutes(owner);
      // A newer navigation interrupted this one (its patch would be ignored): leave the patching to it.
      // Two navigations may also race to the same remote; patch it once.
      if (signal.aborted || mounted.has(owner.name)) return;
      mounted.add(owner.name);
      patch(rootRouteId, [reportedBranch(owner, module)]);
    },
  });
  router.subscribe((state) => {
    if (state.navigation.state === 'idle') pops.settled();
  });
  return router;
}
