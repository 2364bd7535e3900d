/**
 * The one rspack factory every app calls from its own `rspack.config.ts`.
 * It owns what must agree across the shell and the remotes: shared singletons, output naming, the
 * Module Federation wiring and the dev-server ports. An app only says who it is and what it exposes.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { rspack, type Configuration } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { ReactRefreshRspackPlugin } from '@rspack/plugin-react-refresh';

const repoRoot = path.dirname(fileURLToPath(import.meta.url));

/** Dev-server ports; the shell's dev server also serves a dev remotes.json pointing at these. */
export const devPorts = {
  shell: 8080,
  'mf-catalog': 3001,
  'mf-checkout': 3002,
  'mf-member': 3003,
  'mf-fanza': 3004,
} as const;
export const devApiPort = 8081;

export type AppFolder = keyof typeof devPorts;
export const remoteFolders = ['mf-catalog', 'mf-checkout', 'mf-member', 'mf-fanza'] as const;

interface AppPackage {
  version: string;
  dependencies?: Record<string, string>;
  shop?: { remoteName: string; owns: string[] };
}

function readPackage(folder: string): AppPackage {
  return JSON.parse(readFileSync(path.join(repoRoot, folder, 'package.json'), 'utf8')) as AppPackage;
}

/** Browsers we ship to; modern enough to skip most down-levelling and keep bundles small. */
const browserTargets = ['chrome >= 111', 'edge >= 111', 'firefox >= 111', 'safari >= 16.4'];

/**
 * Singletons every app shares: one React, one router, one store and one i18n instance across the page,
 * so a cart count written by a remote re-renders the shell header.
 */
function sharedModules(): Record<string, { singleton: true; requiredVersion: string; version?: string }> {
  const shared = readPackage('shared');
  const deps = shared.dependencies ?? {};
  const range = (pkg: string): string => {
    const value = deps[pkg];
    if (!value) throw new Error(`shared/package.json must depend on ${pkg}`);
    return value;
  };
  const modules: Record<string, { singleton: true; requiredVersion: string; version?: string }> = {};
  const packageOf: Record<string, string> = {
    react: 'react',
    'react/jsx-runtime': 'react',
    'react-dom': 'react-dom',
    'react-dom/client': 'react-dom',
    'react-router': 'react-router',
    nanostores: 'nanostores',
    '@nanostores/react': '@nanostores/react',
    i18next: 'i18next',
    'react-i18next': 'react-i18next',
  };
  for (const [request, pkg] of Object.entries(packageOf)) {
    modules[request] = { singleton: true, requiredVersion: range(pkg) };
  }
  // Each concern of @shop/shared is its own share key, so using the stores does not pull in the API client.
  for (const subpath of ['api', 'stores', 'i18n', 'routing', 'ui', 'format', 'analytics', 'forms']) {
    modules[`@shop/shared/${subpath}`] = {
      singleton: true,
      requiredVersion: `^${shared.version}`,
      version: shared.version,
    };
  }
  return modules;
}

/** The dev remotes manifest: every remote served by its own dev server. */
function devRemotesManifest() {
  return {
    remotes: remoteFolders.map((folder) => {
      const pkg = readPackage(folder);
      if (!pkg.shop) throw new Error(`${folder}/package.json lacks the "shop" field`);
      return {
        name: pkg.shop.remoteName,
        package: folder,
        version: 'dev',
        manifest: `http://localhost:${devPorts[folder]}/mf-manifest.json`,
        owns: pkg.shop.owns,
      };
    }),
  };
}

export interface AppConfigOptions {
  folder: AppFolder;
}

/** `rspack build --env buildLabel=… --env outputPath=…`; the release tooling and e2e use these. */
interface BuildEnv {
  buildLabel?: string;
  outputPath?: string;
}

type ConfigFunction = (env: BuildEnv | undefined, argv: { mode?: string }) => Configuration;

export function createConfig({ folder }: AppConfigOptions): ConfigFunction {
  return (env, argv) => {
    const production = (argv.mode ?? process.env.NODE_ENV) !== 'development';
    const appDir = path.join(repoRoot, folder);
    const pkg = readPackage(folder);
    const isHost = folder === 'shell';
    const containerName = isHost ? 'shell' : pkg.shop?.remoteName;
    if (!containerName) throw new Error(`${folder}/package.json lacks shop.remoteName`);
    const hashed = production ? '.[contenthash:8]' : '';

    return {
      context: appDir,
      mode: production ? 'production' : 'development',
      devtool: production ? false : 'eval-cheap-module-source-map',
      entry: { main: './src/index.ts' },
      target: ['web', 'es2022'],
      output: {
        path: env?.outputPath ? path.resolve(env.outputPath) : path.join(appDir, 'dist'),
        filename: `[name]${hashed}.js`,
        chunkFilename: `[name]${hashed}.js`,
        cssFilename: `[name]${hashed}.css`,
        cssChunkFilename: `[name]${hashed}.css`,
        assetModuleFilename: `assets/[name]${hashed}[ext]`,
        // The shell must resolve chunks from the site root (deep links); remotes from wherever they are published.
        publicPath: isHost ? '/' : 'auto',
        uniqueName: containerName,
        clean: true,
      },
      resolve: { extensions: ['.ts', '.tsx', '.js', '.json'] },
      module: {
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
              env: { targets: browserTargets },
            },
          },
          { test: /\.css$/, type: 'css/auto' },
          { test: /\.(png|jpe?g|gif|webp|svg|woff2?)$/, type: 'asset' },
        ],
      },
      plugins: [
        // What a remote reports about itself, so a release can be seen in the page (`data-remote-build`).
        new rspack.DefinePlugin({
          __BUILD_LABEL__: JSON.stringify(env?.buildLabel ?? `${folder}@${pkg.version}`),
          __GA_MEASUREMENT_ID__: JSON.stringify(process.env.GA_MEASUREMENT_ID ?? ''),
          // WeChat QR login: the public app id and authorize page; by default the API's local sandbox.
          __WECHAT_LOGIN__: JSON.stringify({
            authorizeUrl: process.env.WECHAT_AUTHORIZE_URL ?? '/dev/wechat/qrconnect',
            appId: process.env.WECHAT_APP_ID ?? 'wx-sandbox-app',
          }),
        }),
        new ModuleFederationPlugin({
          name: containerName,
          ...(isHost
            ? { remotes: {} }
            : { filename: 'remoteEntry.js', exposes: { './routes': './src/routes.tsx' } }),
          shared: sharedModules(),
          // 'version-first' would fetch every remote entry at start-up, so one dead remote would blank the shop.
          shareStrategy: 'loaded-first',
          manifest: true,
          dts: false,
          // Remotes reuse the runtime the shell already loaded instead of shipping their own copy.
          experiments: production ? (isHost ? { provideExternalRuntime: true } : { externalRuntime: true }) : {},
        }),
        // Hot reload keeps component state while a page is edited under `npm run dev`.
        ...(production ? [] : [new ReactRefreshRspackPlugin()]),
        // A remote's own page exists only to develop it alone; in production only the shell has one.
        ...(isHost || !production
          ? [
              new rspack.HtmlRspackPlugin({
                template: path.join(repoRoot, isHost ? 'shell/src/index.html' : 'shared/src/ui/standalone.html'),
                favicon: path.join(repoRoot, 'shell/src/favicon.svg'),
                minify: production,
              }),
            ]
          : []),
      ],
      performance: false,
      optimization: { moduleIds: production ? 'deterministic' : 'named' },
      devServer: {
        port: devPorts[folder],
        hot: true,
        historyApiFallback: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        ...(isHost
          ? {
              proxy: [{ context: ['/api', '/dev'], target: `http://localhost:${devApiPort}` }],
              setupMiddlewares: (middlewares: unknown[]) => {
                middlewares.unshift({
                  name: 'dev-remotes-manifest',
                  path: '/remotes.json',
                  middleware: (_req: unknown, res: { setHeader(k: string, v: string): void; end(body: string): void }) => {
                    res.setHeader('Content-Type', 'application/json');
                    res.setHeader('Cache-Control', 'no-cache');
                    res.end(JSON.stringify(devRemotesManifest()));
                  },
                });
                return middlewares;
              },
            }
          : {}),
      },
    } as Configuration;
  };
}
