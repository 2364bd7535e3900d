/**
 * The one rspack factory every app calls from its own `rspack.config.ts`; its pieces are in build/. It owns what
 * must agree across the shell and the remotes: shared singletons, output naming, the Module Federation wiring and
 * the dev-server ports. An app only says who it is.
 */
import type { Configuration } from '@rspack/core';
import { browserConfig } from './build/browser-config';
import { serverConfig } from './build/server-config';
import type { BuildEnv } from './build/shop-apps';

export { shopApps } from './build/shop-apps';

export interface AppConfigOptions {
  /** The app's workspace folder, as in its package.json `shop` registration. */
  folder: string;
}

type ConfigFunction = (env: BuildEnv | undefined, argv: { mode?: string }) => Configuration | Configuration[];

export function createConfig({ folder }: AppConfigOptions): ConfigFunction {
  return (env, argv) => {
    const production = (argv.mode ?? process.env.NODE_ENV) !== 'development';
    const browser = browserConfig(folder, env, production);
    // Production builds also make the app's server bundle (dist/server/), published in the same version folder,
    // which the document server renders first screens with (shell/src/server/).
    return production ? [browser, serverConfig(folder, env, browser)] : browser;
  };
}
