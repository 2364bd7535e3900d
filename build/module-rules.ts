/** How sources, styles and assets are bundled; the server build differs only in what it emits. */
import type { ModuleOptions } from '@rspack/core';

/** Browsers we ship to; modern enough to skip most down-levelling and keep bundles small. */
export const browserTargets = ['chrome >= 111', 'edge >= 111', 'firefox >= 111', 'safari >= 16.4'];

/** Node the server bundles run on: the project's own (the `node` devDependency; package.json engines). */
export const serverTargets = ['node 24'];

export function moduleRules(production: boolean, targets: string[], server = false): ModuleOptions {
  return {
    rules: [
      {
        test: /\.[cm]?[jt]sx?$/,
        exclude: /node_modules/,
        loader: 'builtin:swc-loader',
        type: 'javascript/auto',
        options: {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic', development: !production, refresh: !production } },
          },
          env: { targets },
        },
      },
      // `*.module.css` is a CSS Module: its class names are local to the app that bundles it (the hash
      // includes the app's uniqueName), so no app can restyle another, even with the same shared component.
      { test: /\.css$/, type: 'css/auto' },
      // A library's stylesheet is imported only for its effect (react-easy-crop's, which the shop's CSP would refuse
      // to inject): a package.json saying `"sideEffects": false` must not make the bundler drop it.
      { test: /[\\/]node_modules[\\/].+\.css$/, sideEffects: true },
      { test: /\.(png|jpe?g|gif|webp|svg|woff2?)$/, type: 'asset' },
    ],
    generator: {
      'css/auto': {
        localIdentName: production ? '[local]-[hash:6]' : '[uniqueName]__[name]__[local]',
        // The server bundle needs a module's class names (the same as the browser build's), not its CSS.
        exportsOnly: server,
      },
      // The same asset URLs as the browser build; the files themselves come from it.
      asset: { emit: !server },
    },
  };
}
