/**
 * The one rspack factory every app calls from its own `rspack.config.ts`.
 * It owns what must agree across the shell and the remotes: shared singletons, output naming, the
 * Module Federation wiring and the dev-server ports. An app only says who it is and what it exposes.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { rspack, type Configuration } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { ReactRefreshRspackPlugin } from '@rspack/plugin-react-refresh';
import { devApiPort, readShopApps } from '@shop/shared/apps';
import { defaultLocale, localeTags, supportedLocales, type Locale } from '@shop/shared/locale';
import { providedExports } from '@shop/shared/manifest';

const repoRoot = path.dirname(fileURLToPath(import.meta.url));

/** Every app and its dev port, from the `shop` field of each workspace's package.json. */
export const shopApps = readShopApps(repoRoot);

interface SharedPackage {
  version: string;
  dependencies: Record<string, string>;
  /** The subpaths of @shop/shared that hold state every app must see once. */
  federation: { singletons: string[] };
}

function readJson<T>(file: string): T {
  return JSON.parse(readFileSync(path.join(repoRoot, file), 'utf8')) as T;
}

/** Browsers we ship to; modern enough to skip most down-levelling and keep bundles small. */
const browserTargets = ['chrome >= 111', 'edge >= 111', 'firefox >= 111', 'safari >= 16.4'];

/** Share keys of the framework libraries, by the package that provides them. */
const frameworkShareKeys: Record<string, string> = {
  react: 'react',
  'react/jsx-runtime': 'react',
  'react-dom': 'react-dom',
  'react-dom/client': 'react-dom',
  'react-router': 'react-router',
  nanostores: 'nanostores',
  '@nanostores/react': '@nanostores/react',
  i18next: 'i18next',
  'react-i18next': 'react-i18next',
  // One yup, so the SPEC §5 global messages set by any app apply to every form; formik goes with it.
  yup: 'yup',
  formik: 'formik',
};

type ShareConfig = { singleton: true; requiredVersion: string; version?: string };

/**
 * Share state, bundle code. What holds state every app must see as one instance is a Module Federation
 * singleton: the framework libraries and the stateful subpaths of @shop/shared (stores, transport, i18n,
 * analytics, page cache), at the version of shared/package.json: the singleton surface's semver. Each build
 * records the range it needs, `^<the version it was built against>`, in its mf-manifest.json, and the
 * shell's records the version it provides, so a release can be checked before it goes live. Every other
 * subpath is ordinary code bundled into each app.
 */
function sharedModules(appDependencies: Record<string, string>): Record<string, ShareConfig> {
  const shared = readJson<SharedPackage>('shared/package.json');
  const modules: Record<string, ShareConfig> = {};
  for (const [request, pkg] of Object.entries(frameworkShareKeys)) {
    const range = appDependencies[pkg] ?? shared.dependencies[pkg];
    if (!range) throw new Error(`shared/package.json must depend on ${pkg}`);
    modules[request] = { singleton: true, requiredVersion: range };
  }
  for (const subpath of shared.federation.singletons) {
    modules[`@shop/shared/${subpath}`] = { singleton: true, version: shared.version, requiredVersion: `^${shared.version}` };
  }
  return modules;
}

/**
 * The shell's production build provides react-router and react-i18next trimmed to `providedExports` of
 * @shop/shared/manifest, the exports any app may use in the browser, so the first page load skips react-router's
 * server rendering and framework mode and react-i18next's <Trans>. Each shared module is generated: it re-exports
 * those names from the package's own ES module, which rspack then tree-shakes. Every app, whenever it was built,
 * gets this one instance (a singleton the shell provides before any remote loads), so remotes build as before;
 * development builds and the server bundles keep the whole packages.
 */
function trimmedSharedModules(shared: Record<string, ShareConfig>, appDir: string) {
  const sources: Record<string, string> = {};
  const modules: Record<string, ShareConfig & { import?: string }> = { ...shared };
  for (const [pkg, names] of Object.entries(providedExports)) {
    if (!shared[pkg]) throw new Error(`${pkg} is trimmed but not shared`);
    const entry = fileURLToPath(import.meta.resolve(pkg));
    const file = path.join(appDir, 'node_modules/.shop-trimmed', `${pkg.replace(/[^\w.-]/g, '_')}.js`);
    sources[file] = `export { ${names.join(', ')} } from ${JSON.stringify(entry)};\n`;
    modules[pkg] = { ...shared[pkg], import: file, version: installedVersion(pkg, entry) };
  }
  return { shared: modules, plugin: new rspack.experiments.VirtualModulesPlugin(sources) };
}

/** The version of the package a resolved file belongs to. */
function installedVersion(pkg: string, file: string): string {
  for (let dir = path.dirname(file); dir !== path.dirname(dir); dir = path.dirname(dir)) {
    try {
      const json = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { name?: string; version?: string };
      if (json.name === pkg && json.version) return json.version;
    } catch {
      // No package.json here: look further up.
    }
  }
  throw new Error(`no package.json of ${pkg} above ${file}`);
}

/**
 * One @module-federation/sdk in the browser: the retry plugin (0.17, its newest release) pins an older copy of its
 * own, 5 KB of the shell's first load, for the one function it uses (`createLogger`), which the runtime's has too.
 */
const federationAliases = { '@module-federation/sdk$': createRequire(import.meta.url).resolve('@module-federation/sdk') };

const favicon = path.join(repoRoot, 'shell/src/favicon.svg');

/**
 * `index.<locale>.html` for every language, and `index.html` in the default one: `<html lang>`, title and
 * description in that language, from the host's texts (`siteName`, `siteDescription`), so the first paint,
 * search engines and link previews get the language the shopper will see.
 */
function hostDocuments(folder: string, minify: boolean) {
  const earlyNavigation = earlyNavigationScript(folder);
  const documentFor = (locale: Locale, filename: string) => {
    const texts = readJson<{ siteName: string; siteDescription: string }>(`${folder}/src/i18n/${locale}.json`);
    return new rspack.HtmlRspackPlugin({
      filename,
      template: path.join(repoRoot, folder, 'src/index.html'),
      templateParameters: {
        lang: localeTags[locale],
        title: texts.siteName,
        description: texts.siteDescription,
        earlyNavigation,
      },
      favicon,
      minify,
    });
  };
  return [
    documentFor(defaultLocale, 'index.html'),
    ...supportedLocales.map((locale) => documentFor(locale, `index.${locale}.html`)),
  ];
}

/** How long a navigation held before the shop's code runs may wait for it before it goes ahead the ordinary way. */
const earlyNavigationFallbackMs = 3000;

/**
 * The documents' inline script: `src/early-navigation/captureEarlyNavigation.ts` compiled on its own (not an entry: the
 * federation runtime would come with it), in a function of its own (a classic script shares its top-level names with
 * the page). The server allows it by its hash (deploy's content-security-policy.ts).
 */
function earlyNavigationScript(folder: string): string {
  // The module's `export`s mean nothing in a classic script; its source is otherwise kept as written.
  const source = readFileSync(path.join(repoRoot, folder, 'src/early-navigation/captureEarlyNavigation.ts'), 'utf8').replace(
    /^export /gm,
    '',
  );
  const program = `(() => {\n${source}\nwindow.__shopEarlyNavigation = captureEarlyNavigation(document, (href) => location.assign(href), ${earlyNavigationFallbackMs});\n})();`;
  return rspack.experiments.swc
    .transformSync(program, {
      filename: 'captureEarlyNavigation.ts',
      jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
      minify: true,
    })
    .code.trim();
}

function standaloneDocument() {
  return new rspack.HtmlRspackPlugin({ template: path.join(repoRoot, 'shared/src/ui/standalone.html'), favicon });
}

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

export interface AppConfigOptions {
  /** The app's workspace folder, as in its package.json `shop` registration. */
  folder: string;
}

/** `rspack build --env buildLabel=… --env outputPath=…`; the release tooling and e2e use these. */
interface BuildEnv {
  buildLabel?: string;
  outputPath?: string;
  /** Dev server only: another port than the app's `shop.devPort`, and where /api goes (tests start their own). */
  devPort?: string;
  apiTarget?: string;
}

type ConfigFunction = (env: BuildEnv | undefined, argv: { mode?: string }) => Configuration | Configuration[];

export function createConfig({ folder }: AppConfigOptions): ConfigFunction {
  return (env, argv) => {
    const browser = browserConfig(folder, env, argv);
    // Production builds also make the app's server bundle (dist/server/), published in the same version folder,
    // which the document server renders first screens with (shell/src/server/).
    return (argv.mode ?? process.env.NODE_ENV) !== 'development' ? [browser, serverConfig(folder, env, browser)] : browser;
  };
}

function appOf(folder: string) {
  const app = shopApps.find((candidate) => candidate.folder === folder);
  if (!app) throw new Error(`${folder}/package.json has no "shop" field: it is not one of the shop's apps`);
  return app;
}

/** Build-time constants every bundle of the app sees, browser and server alike. */
function buildConstants(folder: string, env: BuildEnv | undefined) {
  const { version, containerName } = appOf(folder);
  // What a remote reports about itself, so a release can be seen in the page (`data-remote-build`).
  return new rspack.DefinePlugin({
    __BUILD_LABEL__: JSON.stringify(env?.buildLabel ?? `${folder}@${version}`),
    // Which app a bundled copy of shared code is running in (namespaces its texts per app).
    __SHOP_APP__: JSON.stringify(containerName),
    __GA_MEASUREMENT_ID__: JSON.stringify(process.env.GA_MEASUREMENT_ID ?? ''),
    // WeChat QR login: the public app id and authorize page; by default the API's local sandbox.
    __WECHAT_LOGIN__: JSON.stringify({
      authorizeUrl: process.env.WECHAT_AUTHORIZE_URL ?? '/dev/wechat/qrconnect',
      appId: process.env.WECHAT_APP_ID ?? 'wx-sandbox-app',
    }),
  });
}

/** How sources, styles and assets are bundled; the server build only differs in what it emits. */
function moduleOptions(production: boolean, targets: string[], server = false): Configuration['module'] {
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

function browserConfig(folder: string, env: BuildEnv | undefined, argv: { mode?: string }): Configuration {
  const production = (argv.mode ?? process.env.NODE_ENV) !== 'development';
  const appDir = path.join(repoRoot, folder);
  const app = appOf(folder);
  const appDependencies = readJson<{ dependencies?: Record<string, string> }>(`${folder}/package.json`).dependencies ?? {};
  const isHost = app.role === 'host';
  const devPort = env?.devPort ? Number(env.devPort) : app.devPort;
  const { containerName } = app;
  const hashed = production ? '.[contenthash:8]' : '';
  const trimmed = isHost && production ? trimmedSharedModules(sharedModules(appDependencies), appDir) : undefined;

  return {
    name: folder,
    context: appDir,
    mode: production ? 'production' : 'development',
    // No eval-based source maps in development either: a remote's dev server pinned into the running shop
    // (deploy/src/release/overrides.ts) runs under the shop's Content-Security-Policy, which allows no eval.
    devtool: production ? false : 'cheap-module-source-map',
    entry: { main: './src/index.ts' },
    target: ['web', 'es2022'],
    output: {
      path: env?.outputPath ? path.resolve(env.outputPath) : path.join(appDir, 'dist'),
      filename: `[name]${hashed}.js`,
      chunkFilename: `[name]${hashed}.js`,
      cssFilename: `[name]${hashed}.css`,
      cssChunkFilename: `[name]${hashed}.css`,
      assetModuleFilename: `assets/[name]${hashed}[ext]`,
      // The shell resolves chunks from the site root (deep links); a published remote from wherever it is
      // published; a remote's dev server from itself, whether the shell loads it or it runs alone on a deep link.
      publicPath: isHost ? '/' : production ? 'auto' : `http://localhost:${devPort}/`,
      uniqueName: containerName,
      // The server build writes dist/server/ in the same run.
      clean: { keep: /^server\// },
    },
    resolve: { extensions: ['.ts', '.tsx', '.js', '.json'], alias: federationAliases },
    module: moduleOptions(production, browserTargets),
    plugins: [
      buildConstants(folder, env),
      new ModuleFederationPlugin({
        name: containerName,
        ...(isHost ? { remotes: {} } : { filename: 'remoteEntry.js', exposes: { './routes': './src/routes.tsx' } }),
        shared: trimmed?.shared ?? sharedModules(appDependencies),
        // 'version-first' would fetch every remote entry at start-up, so one dead remote would blank the shop.
        shareStrategy: 'loaded-first',
        manifest: true,
        dts: false,
        experiments: {
          // Browsers only: the runtime's Node code paths are left out (2 KB of the shell's main and of each remote entry).
          optimization: { target: 'web' },
          // Remotes reuse the runtime the shell already loaded instead of shipping their own copy.
          ...(production ? (isHost ? { provideExternalRuntime: true } : { externalRuntime: true }) : {}),
        },
      }),
      ...(trimmed ? [trimmed.plugin] : []),
      // Hot reload keeps component state while a page is edited under `npm run dev`.
      ...(production ? [] : [new ReactRefreshRspackPlugin()]),
      // The shell's documents, one per language (the server sends the shopper's; index.html is the default
      // language's). A remote's own page exists only to develop it alone; in production only the shell has one.
      ...(isHost ? hostDocuments(folder, production) : production ? [] : [standaloneDocument()]),
    ],
    performance: false,
    optimization: { moduleIds: production ? 'deterministic' : 'named' },
    devServer: {
      port: devPort,
      hot: true,
      historyApiFallback: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      // The shell, and a remote running alone, reach the API's dev server under the same paths as in production
      // (/v0: the emulated Firebase Storage bucket the avatar upload talks to; the Host header is kept, so the
      // resumable upload URLs the API answers point back at this dev server).
      proxy: [{ context: ['/api', '/dev', '/v0'], target: env?.apiTarget ?? `http://localhost:${devApiPort}` }],
      ...(isHost
        ? {
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
}

/** Node the server bundles run on: the project's own (the `node` devDependency; package.json engines). */
const serverTargets = ['node 24'];

/**
 * The app's server bundle, `dist/server/` (CommonJS for Node, published in the same version folder as the browser
 * build): the shell's renders a page (shell/src/server/); a remote's is its federation container with the same
 * exposes, which the shell's render loads from the version folder the shopper's manifest names. Same sources,
 * shared singletons and class names as the browser build, so the browser can hydrate what it renders.
 */
function serverConfig(folder: string, env: BuildEnv | undefined, browser: Configuration): Configuration {
  const app = appOf(folder);
  const isHost = app.role === 'host';
  const appDependencies = readJson<{ dependencies?: Record<string, string> }>(`${folder}/package.json`).dependencies ?? {};
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
    module: moduleOptions(true, serverTargets, true),
    plugins: [
      buildConstants(folder, env),
      new ModuleFederationPlugin({
        name: app.containerName,
        ...(isHost
          ? { remotes: {} }
          : { filename: 'remoteEntry.cjs', exposes: { './routes': './src/routes.tsx' }, library: { type: 'commonjs-module' } }),
        shared: sharedModules(appDependencies),
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
