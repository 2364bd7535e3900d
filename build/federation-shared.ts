/**
 * Share state, bundle code. What holds state every app must see as one instance is a Module Federation
 * singleton: the framework libraries and the stateful subpaths of @shop/shared (stores, transport, i18n,
 * analytics, page cache), at the version of shared/package.json: the singleton surface's semver. Each build
 * records the range it needs, `^<the version it was built against>`, in its mf-manifest.json, and the
 * shell's records the version it provides, so a release can be checked before it goes live. Every other
 * subpath is ordinary code bundled into each app.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { rspack } from '@rspack/core';
import { providedExports } from '@shop/shared/manifest';
import { readJson } from './shop-apps';

interface SharedPackage {
  version: string;
  dependencies: Record<string, string>;
  /** The subpaths of @shop/shared that hold state every app must see once. */
  federation: { singletons: string[] };
}

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

export type ShareConfig = { singleton: true; requiredVersion: string; version?: string; import?: string };

export function sharedModules(appDependencies: Record<string, string>): Record<string, ShareConfig> {
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
export function trimmedSharedModules(shared: Record<string, ShareConfig>, appDir: string) {
  const sources: Record<string, string> = {};
  const modules: Record<string, ShareConfig> = { ...shared };
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
export const federationAliases = {
  '@module-federation/sdk$': createRequire(import.meta.url).resolve('@module-federation/sdk'),
};
