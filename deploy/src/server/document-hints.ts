/**
 * The shell's index.html, served with what the first page needs named up front. Without it the browser
 * discovers the page's code one round trip at a time: the shell, then /remotes.json, then the owning
 * remote's mf-manifest.json, remoteEntry.js and route module. Here the live remotes manifest rides inside
 * the document (a JSON data block: never executed, so no script policy is involved) and the owning remote's
 * entry files are preloaded in parallel with the shell's own script.
 *
 * The manifest is the one resolved for this shopper (stable, canary or pinned versions); the files a version
 * needs are read once per version folder, which never changes once published.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { findOwner, remotesManifestElementId, type RemotesManifest } from '@shop/shared/manifest';
import { uniqueStylesheets } from './server-document.js';

/** Id of the `<script type="application/json">` block; the shell reads it instead of fetching /remotes.json. */
export const REMOTES_ELEMENT_ID = remotesManifestElementId;

interface RemoteEntryFiles {
  manifest: string;
  scripts: string[];
  styles: string[];
  /** The stylesheet of the remote's pages: what a server-rendered page of it links up front. */
  pageStyles: string[];
}

interface FederationManifest {
  metaData?: {
    remoteEntry?: { name?: string; path?: string };
    /** The one stylesheet of all the build's pages (build/build-stylesheet.ts); absent from older builds. */
    stylesheet?: string;
  };
  exposes?: { path?: string; assets?: { js?: { sync?: string[] }; css?: { sync?: string[]; async?: string[] } } }[];
}

/** `</script>` or `<!--` inside the JSON must not end the data block early. */
const jsonForHtml = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
const attribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The file behind a manifest URL of the publish folder (`/remotes/<app>/<version>/mf-manifest.json`); undefined for
 * any other URL (a pinned developer's server, a path out of the folder).
 */
export function publishedManifestFile(publishDir: string, manifestUrl: string): string | undefined {
  if (!manifestUrl.startsWith('/remotes/') || manifestUrl.includes('..')) return undefined;
  return path.join(publishDir, manifestUrl);
}

/** The files of a remote that every one of its pages needs: entry, and the exposed route module. */
async function remoteEntryFiles(publishDir: string, manifestUrl: string): Promise<RemoteEntryFiles | undefined> {
  const file = publishedManifestFile(publishDir, manifestUrl);
  if (!file) return undefined;
  const text = await readFile(file, 'utf8').catch(() => undefined);
  if (!text) return undefined;
  const federation = JSON.parse(text) as FederationManifest;
  const base = manifestUrl.slice(0, manifestUrl.lastIndexOf('/') + 1);
  const entry = federation.metaData?.remoteEntry;
  const routes = federation.exposes?.find((expose) => expose.path === './routes')?.assets;
  const scripts = entry?.name ? [`${base}${entry.path ? `${entry.path.replace(/\/?$/, '/')}` : ''}${entry.name}`] : [];
  for (const file of routes?.js?.sync ?? []) scripts.push(`${base}${file}`);
  const styles = (routes?.css?.sync ?? []).map((file) => `${base}${file}`);
  // A version published before builds had one stylesheet: its chunks' files, as it was linked then.
  const stylesheet = federation.metaData?.stylesheet;
  const pageStyles = (
    stylesheet ? [stylesheet] : uniqueStylesheets([...(routes?.css?.sync ?? []), ...(routes?.css?.async ?? [])])
  ).map((file) => `${base}${file}`);
  return { manifest: manifestUrl, scripts, styles, pageStyles };
}

export interface DocumentHints {
  /**
   * `html` with `manifest` as a data block and the preloads for the remote owning `pathname`. For a page the
   * server rendered, `lowPriority`: its code is not what paints it, so the page's largest image goes first.
   */
  apply(html: string, pathname: string, manifest: RemotesManifest, lowPriority?: boolean): Promise<string>;
  /** The stylesheet of the pages of the remote owning `pathname`, under its version's immutable path. */
  pageStyles(pathname: string, manifest: RemotesManifest): Promise<string[]>;
}

export function createDocumentHints(publishDir: string): DocumentHints {
  // Keyed by manifest URL: a published version folder never changes, so its files are read once.
  const filesByManifest = new Map<string, Promise<RemoteEntryFiles | undefined>>();

  function entryFiles(manifestUrl: string): Promise<RemoteEntryFiles | undefined> {
    let files = filesByManifest.get(manifestUrl);
    if (!files) {
      files = remoteEntryFiles(publishDir, manifestUrl).catch(() => undefined);
      filesByManifest.set(manifestUrl, files);
    }
    return files;
  }

  return {
    async apply(html, pathname, manifest, lowPriority = false) {
      if (!html.includes('</head>')) return html;
      const tags = [`<script type="application/json" id="${REMOTES_ELEMENT_ID}">${jsonForHtml(manifest)}</script>`];
      const owner = findOwner(manifest, pathname);
      const files = owner ? await entryFiles(owner.manifest) : undefined;
      if (files) {
        const priority = lowPriority ? ' fetchpriority="low"' : '';
        tags.push(`<link rel="preload" href="${attribute(files.manifest)}" as="fetch" crossorigin="anonymous"${priority}>`);
        for (const script of files.scripts) tags.push(`<link rel="preload" href="${attribute(script)}" as="script"${priority}>`);
        for (const style of files.styles) tags.push(`<link rel="preload" href="${attribute(style)}" as="style">`);
      }
      return html.replace('</head>', `${tags.join('')}</head>`);
    },
    async pageStyles(pathname, manifest) {
      const owner = findOwner(manifest, pathname);
      return (owner ? (await entryFiles(owner.manifest))?.pageStyles : undefined) ?? [];
    },
  };
}

/** A strong validator for a document built per request, so revalidation still ends in a cheap 304. */
export function documentEtag(html: string): string {
  return `"${createHash('sha1').update(html).digest('base64url')}"`;
}
