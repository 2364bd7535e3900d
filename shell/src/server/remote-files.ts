/**
 * The files of a published remote version that a document of one of its pages names: what to preload (its
 * mf-manifest.json, entry and route module, so the browser fetches them beside the shell's script rather than one
 * round trip at a time), the stylesheet a server-rendered page links, and the server container it is rendered with.
 * A published version folder never changes: each is read once.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { RemoteManifestEntry } from '@shop/shared/manifest';

export interface RemoteFiles {
  /** Site paths the document preloads. */
  preload: { manifest: string; scripts: string[]; styles: string[] };
  /** The stylesheets of the remote's pages, as site paths. */
  stylesheets: string[];
  /** The version's server container on disk, if it has one. */
  serverEntry?: string;
}

interface FederationManifest {
  metaData?: {
    remoteEntry?: { name?: string; path?: string };
    /** The one stylesheet of all the build's pages (build/build-stylesheet.ts); absent from older builds. */
    stylesheet?: string;
  };
  exposes?: { path?: string; assets?: { js?: { sync?: string[] }; css?: { sync?: string[]; async?: string[] } } }[];
}

/** One file per content hash: the same CSS emitted into several chunks is linked once. */
export function uniqueStylesheets(files: string[]): string[] {
  const seen = new Set<string>();
  return files.filter((file) => {
    const hash = /\.([0-9a-f]{8})\.css$/.exec(file)?.[1] ?? file;
    if (seen.has(hash)) return false;
    seen.add(hash);
    return true;
  });
}

async function readRemoteFiles(manifestUrl: string, manifestFile: string): Promise<RemoteFiles | undefined> {
  const text = await readFile(manifestFile, 'utf8').catch(() => undefined);
  if (!text) return undefined;
  const federation = JSON.parse(text) as FederationManifest;
  const base = manifestUrl.slice(0, manifestUrl.lastIndexOf('/') + 1);
  const entry = federation.metaData?.remoteEntry;
  const routes = federation.exposes?.find((expose) => expose.path === './routes')?.assets;
  const scripts = entry?.name ? [`${base}${entry.path ? entry.path.replace(/\/?$/, '/') : ''}${entry.name}`] : [];
  for (const file of routes?.js?.sync ?? []) scripts.push(`${base}${file}`);
  // A version published before builds had one stylesheet: its chunks' files, as it was linked then.
  const stylesheet = federation.metaData?.stylesheet;
  const stylesheets = stylesheet
    ? [stylesheet]
    : uniqueStylesheets([...(routes?.css?.sync ?? []), ...(routes?.css?.async ?? [])]);
  const serverEntry = path.join(path.dirname(manifestFile), 'server', 'remoteEntry.cjs');
  return {
    preload: { manifest: manifestUrl, scripts, styles: (routes?.css?.sync ?? []).map((file) => `${base}${file}`) },
    stylesheets: stylesheets.map((file) => `${base}${file}`),
    ...(existsSync(serverEntry) ? { serverEntry } : {}),
  };
}

/**
 * The files of the remote versions `publishedFile` finds on disk (it maps a site path of the publish folder to its
 * file; undefined for any other URL, such as a developer's server pinned into the shop).
 */
export function remoteFilesReader(publishedFile: (sitePath: string) => string | undefined) {
  const byManifest = new Map<string, Promise<RemoteFiles | undefined>>();
  return (remote: RemoteManifestEntry): Promise<RemoteFiles | undefined> => {
    let files = byManifest.get(remote.manifest);
    if (!files) {
      const file = publishedFile(remote.manifest);
      files = file ? readRemoteFiles(remote.manifest, file).catch(() => undefined) : Promise.resolve(undefined);
      byManifest.set(remote.manifest, files);
    }
    return files;
  };
}
