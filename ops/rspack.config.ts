/**
 * The operator console's build: one plain browser bundle under /ops/ (decision 036). No Module Federation: it
 * shares nothing at run time with the shop's pages, and it is built with the shop's rules but never released as
 * a remote (no canary, no version folder); the shop server serves ops/dist as it is.
 */
import path from 'node:path';
import { rspack, type Configuration } from '@rspack/core';
import { ReactRefreshRspackPlugin } from '@rspack/plugin-react-refresh';
import { buildConstants } from '../build/build-constants';
import { bundleBase } from '../build/bundle-base';
import { devServer } from '../build/dev-server';
import { appOf, repoRoot, type BuildEnv } from '../build/shop-apps';

const folder = 'ops';

export default (env: BuildEnv | undefined, argv: { mode?: string }): Configuration => {
  const production = (argv.mode ?? process.env.NODE_ENV) !== 'development';
  const app = appOf(folder);
  const appDir = path.join(repoRoot, folder);
  const devPort = env?.devPort ? Number(env.devPort) : app.devPort;
  const base = devServer(app, devPort, env?.apiTarget);
  return {
    ...bundleBase({ folder, env, production, entry: './src/index.tsx', publicPath: '/ops/', clean: true }),
    plugins: [
      buildConstants(folder, env),
      new rspack.HtmlRspackPlugin({
        template: path.join(appDir, 'src/index.html'),
        favicon: path.join(repoRoot, 'shell/src/favicon.svg'),
        minify: production,
      }),
      ...(production ? [] : [new ReactRefreshRspackPlugin()]),
    ],
    // Every console page is a deep link under /ops/: the dev server answers them with the console's document.
    devServer: { ...base, historyApiFallback: { index: '/ops/index.html' }, devMiddleware: { publicPath: '/ops/' } },
  };
};
