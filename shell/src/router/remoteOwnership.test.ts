import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RouteObject } from 'react-router';
import { readShopApps } from '@shop/shared/apps';
import { findOwner, ownsPath, type RemotesManifest } from '@shop/shared/manifest';
import type { RemoteRoutesModule } from '@shop/shared/routing';

/**
 * The shell hands a URL to the remote whose `shop.owns` prefix matches it (remotes.json), and that remote
 * must have a route for it; a route outside its prefixes could never be reached. Every remote's route
 * tree is checked against the prefixes its package.json declares.
 */
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const remotes = readShopApps(repoRoot).filter((app) => app.role === 'remote');
const manifest: RemotesManifest = {
  remotes: remotes.map((app) => ({
    name: app.containerName,
    package: app.folder,
    version: 'test',
    manifest: '',
    owns: app.owns,
  })),
};

/** Every URL a route tree can match, with `:params` filled in (`/product/:id` → `/product/1`). */
function examplePaths(routes: RouteObject[], base = ''): string[] {
  return routes
    .flatMap((route) => {
      const own = route.path ? `${base}/${route.path}`.replace(/\/+/g, '/') : base;
      const here = route.index || (route.path && !route.children) ? [own || '/'] : [];
      return [...here, ...examplePaths(route.children ?? [], own)];
    })
    .map((pattern) => pattern.replace(/:[^/]+/g, '1').replace(/\*$/, 'anything'));
}

describe.each(remotes)('$folder', (app) => {
  it('has routes only under the URL prefixes it owns, and a route for each prefix', async () => {
    const { routes } = (await import(path.join(repoRoot, app.folder, 'src/routes.tsx'))) as RemoteRoutesModule;
    const paths = examplePaths(routes);
    expect(paths.length).toBeGreaterThan(0);
    expect(paths.filter((url) => findOwner(manifest, url)?.name !== app.containerName)).toEqual([]);
    expect(app.owns.filter((prefix) => !paths.some((url) => ownsPath(prefix, url)))).toEqual([]);
  });
});
