/**
 * `npm run dev`: each app on its own dev server, reaching the API's dev server under the same paths as in
 * production. The shell's also answers /remotes.json with every remote served by its own dev server.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { DevServer } from '@rspack/core';
import { devApiPort } from '@shop/shared/apps';
import { shopApps, type ShopApp } from './shop-apps';

/** The dev remotes manifest: every remote served by its own dev server. */
function devRemotesManifest() {
  return {
    remotes: shopApps
      .filter((app) => app.role === 'remote')
      .map((app) => ({
        name: app.containerName,
        package: app.folder,
        version: 'dev',
        manifest: `http://localhost:${app.devPort}/mf-manifest.json`,
        owns: app.owns,
      })),
  };
}

export function devServer(app: ShopApp, port: number, apiTarget: string | undefined): DevServer {
  return {
    port,
    hot: true,
    historyApiFallback: true,
    headers: { 'Access-Control-Allow-Origin': '*' },
    // /v0: the emulated Firebase Storage bucket the avatar upload talks to; the Host header is kept, so the
    // resumable upload URLs the API answers point back at this dev server. The sitemaps and robots.txt are the API's.
    proxy: [
      {
        context: ['/api', '/dev', '/v0', '/sitemap.xml', '/sitemaps/', '/robots.txt'],
        target: apiTarget ?? `http://localhost:${devApiPort}`,
      },
    ],
    ...(app.role === 'host'
      ? {
          setupMiddlewares: (middlewares) => {
            middlewares.unshift({
              name: 'dev-remotes-manifest',
              path: '/remotes.json',
              middleware: (_request: IncomingMessage, response: ServerResponse) => {
                response.setHeader('Content-Type', 'application/json');
                response.setHeader('Cache-Control', 'no-cache');
                response.end(JSON.stringify(devRemotesManifest()));
              },
            });
            return middlewares;
          },
        }
      : {}),
  };
}
