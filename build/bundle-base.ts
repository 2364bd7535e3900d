/**
 * What every browser bundle of the shop is built with, federated or not: one mode, file naming and hashing, targets
 * and module rules, so the shop's apps and the operator console never drift apart.
 */
import path from 'node:path';
import type { Configuration } from '@rspack/core';
import { browserTargets, moduleRules } from './module-rules';
import { appOf, repoRoot, type BuildEnv } from './shop-apps';

interface BundleBaseOptions {
  folder: string;
  env: BuildEnv | undefined;
  production: boolean;
  entry: string;
  publicPath: string;
  clean: NonNullable<Configuration['output']>['clean'];
}

export function bundleBase({ folder, env, production, entry, publicPath, clean }: BundleBaseOptions): Configuration {
  const appDir = path.join(repoRoot, folder);
  const hashed = production ? '.[contenthash:8]' : '';
  return {
    name: folder,
    context: appDir,
    mode: production ? 'production' : 'development',
    // No eval-based source maps in development either: a remote's dev server pinned into the running shop
    // (deploy/src/release/overrides.ts) runs under the shop's Content-Security-Policy, which allows no eval.
    devtool: production ? false : 'cheap-module-source-map',
    entry: { main: entry },
    target: ['web', 'es2022'],
    output: {
      path: env?.outputPath ? path.resolve(env.outputPath) : path.join(appDir, 'dist'),
      filename: `[name]${hashed}.js`,
      chunkFilename: `[name]${hashed}.js`,
      cssFilename: `[name]${hashed}.css`,
      cssChunkFilename: `[name]${hashed}.css`,
      assetModuleFilename: `assets/[name]${hashed}[ext]`,
      publicPath,
      uniqueName: appOf(folder).containerName,
      clean,
    },
    resolve: { extensions: ['.ts', '.tsx', '.js', '.json'] },
    module: moduleRules(production, browserTargets),
    performance: false,
    optimization: { moduleIds: production ? 'deterministic' : 'named' },
  };
}
