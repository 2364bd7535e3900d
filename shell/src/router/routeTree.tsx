import type { RouteObject } from 'react-router';
import type { RemoteManifestEntry } from '@shop/shared/manifest';
import type { RemoteRoutesModule } from '@shop/shared/routing';
import { RootLayout } from '../layout/RootLayout';
import { ShellError } from '../layout/ShellError';
import { RemoteRegion, RemoteRouteError } from '../remotes/RemoteRegion';
import { shellRoutes } from './shellRoutes';

/** The root layout's route id: remotes' branches are patched in under it. */
export const rootRouteId = 'root';

/** A remote's routes wrapped in its region: one error boundary and one Suspense per remote. */
export function remoteBranch(entry: RemoteManifestEntry, module: RemoteRoutesModule): RouteObject {
  return {
    id: `remote:${entry.name}`,
    element: <RemoteRegion remote={entry.name} build={module.build} />,
    errorElement: <RemoteRouteError remote={entry} />,
    children: module.routes,
  };
}

/**
 * The shop's route tree with the remotes known so far: the browser's router and the server's render start from
 * the same one, so the server's HTML is what the browser hydrates.
 */
export function shopRouteTree(remoteBranches: RouteObject[]): RouteObject[] {
  return [
    {
      // Pathless on purpose: '/' must fall to the '*' route until a remote claims it, because React Router
      // asks patchRoutesOnNavigation only about paths that match nothing or match through a splat/param.
      id: rootRouteId,
      element: <RootLayout />,
      ErrorBoundary: ShellError,
      children: [...remoteBranches, ...shellRoutes],
    },
  ];
}
