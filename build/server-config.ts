/**
 * An app's server bundle, `dist/server/` (CommonJS for Node, published in the same version folder as the browser
 * build): the shell's renders a page (shell/src/server/); a remote's is its federation container with the same
 * exposes, which the shell's render loads from the version folder the shopper's manifest names. Same sources,
 * shared singletons and class names as the browser build, so the browser can hydrate what it renders.
 */
import path from 'node:path';
import type { Configuration } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { buildConstants } from './build-constants';
import { sharedModules } from './federation-shared';
import { moduleRules, serverTargets } from './module-rules';
import { appDependencies, appOf, type BuildEnv } from './shop-apps';

export function serverConfig(folder: string, env: BuildEnv | undefined, browser: Configuration): Configuration {
  const app = appOf(folder);
  const isHost = app.role === 'host';
  return {
    name: `${folder}:server`,
    // After the browser build, whose output folder it writes into.
    dependencies: [String(browser.name)],
    context: browser.context,
    mode: 'production',
    devtool: false,
    target: 'async-node',
    entry: isHost ? { render: './src/server/index.ts' } : {},
    output: {
      path: path.join(String(browser.output?.path), 'server'),
      // .cjs: the workspaces are ES module packages, and Node must read these as CommonJS.
      filename: '[name].cjs',
      chunkFilename: '[name].[contenthash:8].cjs',
      chunkFormat: 'commonjs',
      chunkLoading: 'async-node',
      publicPath: browser.output?.publicPath,
      uniqueName: app.containerName,
      ...(isHost ? { library: { type: 'commonjs2' } } : {}),
      clean: true,
    },
    resolve: browser.resolve,
    module: moduleRules(true, serverTargets, true),
    plugins: [
      buildConstants(folder, env),
      new ModuleFederationPlugin({
        name: app.containerName,
        ...(isHost
          ? { remotes: {} }
          : { filename: 'remoteEntry.cjs', exposes: { './routes': './src/routes.tsx' }, library: { type: 'commonjs-module' } }),
        shared: sharedModules(appDependencies(folder)),
        shareStrategy: 'loaded-first',
        manifest: false,
        dts: false,
      }),
    ],
    performance: false,
    // Readable stacks in the server's logs matter more than bytes on disk.
    optimization: { moduleIds: 'deterministic', minimize: false },
  };
}
