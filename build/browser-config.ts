/**
 * An app's browser build: `dist/` (the shell's documents and chunks; a remote's remoteEntry.js, mf-manifest.json and
 * chunks, published as one immutable version folder). Module Federation wires the apps together; the shell provides
 * the runtime and the shared singletons, each remote exposes its `./routes`.
 */
import path from 'node:path';
import { rspack, type Configuration } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { ReactRefreshRspackPlugin } from '@rspack/plugin-react-refresh';
import { buildConstants } from './build-constants';
import { bundleBase } from './bundle-base';
import { BuildStylesheetPlugin, recordBuildStylesheet } from './build-stylesheet';
import { devServer } from './dev-server';
import { DocumentPartsPlugin } from './document-parts';
import { federationAliases, sharedModules, trimmedSharedModules } from './federation-shared';
import { compileInlineScript } from './inline-script';
import { shellDocument, standaloneDocument } from './static-documents';
import { appDependencies, appOf, repoRoot, type BuildEnv } from './shop-apps';

export function browserConfig(folder: string, env: BuildEnv | undefined, production: boolean): Configuration {
  const appDir = path.join(repoRoot, folder);
  const app = appOf(folder);
  const isHost = app.role === 'host';
  const devPort = env?.devPort ? Number(env.devPort) : app.devPort;
  const { containerName } = app;
  const shared = sharedModules(appDependencies(folder));
  const trimmed = isHost && production ? trimmedSharedModules(shared, appDir) : undefined;
  // The head's inline script: compiled once for index.html and document.json, when the first asks for it.
  let inlineScript: Promise<string> | undefined;
  const earlyNavigation = () =>
    (inlineScript ??= compileInlineScript(path.join(appDir, 'src/early-navigation/holdEarlyNavigation.ts')));
  // The shell's server writes its documents from document.json; index.html is for its dev server and static hosts.
  // A remote's own page exists only to develop it alone; in production only the shell has one.
  const documents = isHost
    ? [
        shellDocument(folder, production, earlyNavigation),
        // The shop's logo and default link-preview picture, at fixed addresses (@shop/shared/seo names them).
        new rspack.CopyRspackPlugin({
          patterns: ['shop-logo.png', 'shop-share.jpg'].map((file) => ({ from: path.join(appDir, 'src', file), to: file })),
        }),
        ...(production
          ? [
              new DocumentPartsPlugin({
                entry: 'main',
                publicPath: '/',
                bootStyleFile: path.join(appDir, 'src/boot-screen.css'),
                inlineScript: earlyNavigation,
              }),
            ]
          : []),
      ]
    : production
      ? []
      : [standaloneDocument()];

  const base = bundleBase({
    folder,
    env,
    production,
    entry: './src/index.ts',
    // The shell resolves chunks from the site root (deep links); a published remote from wherever it is
    // published; a remote's dev server from itself, whether the shell loads it or it runs alone on a deep link.
    publicPath: isHost ? '/' : production ? 'auto' : `http://localhost:${devPort}/`,
    // The server build writes dist/server/ in the same run.
    clean: { keep: /^server\// },
  });
  return {
    ...base,
    resolve: { ...base.resolve, alias: federationAliases },
    plugins: [
      buildConstants(folder, env),
      new ModuleFederationPlugin({
        name: containerName,
        ...(isHost ? { remotes: {} } : { filename: 'remoteEntry.js', exposes: { './routes': './src/routes.tsx' } }),
        shared: trimmed?.shared ?? shared,
        // 'version-first' would fetch every remote entry at start-up, so one dead remote would blank the shop.
        shareStrategy: 'loaded-first',
        // Names the build's stylesheet (build-stylesheet.ts), which the server links in the pages it renders.
        manifest: { additionalData: recordBuildStylesheet },
        dts: false,
        experiments: {
          // Browsers only: the runtime's Node code paths are left out (2 KB of the shell's main and of each remote entry).
          optimization: { target: 'web' },
          // Remotes reuse the runtime the shell already loaded instead of shipping their own copy.
          ...(production ? (isHost ? { provideExternalRuntime: true } : { externalRuntime: true }) : {}),
        },
      }),
      ...(trimmed ? [trimmed.plugin] : []),
      // A server-rendered page's styles: the shell's pages are all its entries', a remote's those of its routes.
      ...(production ? [new BuildStylesheetPlugin(isHost ? undefined : containerName)] : []),
      // Hot reload keeps component state while a page is edited under `npm run dev`.
      ...(production ? [] : [new ReactRefreshRspackPlugin()]),
      ...documents,
    ],
    devServer: devServer(app, devPort, env?.apiTarget),
  };
}
