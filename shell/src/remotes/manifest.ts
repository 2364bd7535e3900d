import { remotesManifestElementId, type RemoteManifestEntry, type RemotesManifest } from '@shop/shared/manifest';

export const remotesManifestUrl = '/remotes.json';

function isEntry(value: unknown): value is RemoteManifestEntry {
  const entry = value as RemoteManifestEntry;
  return (
    typeof entry?.name === 'string' &&
    typeof entry.manifest === 'string' &&
    typeof entry.version === 'string' &&
    Array.isArray(entry.owns) &&
    entry.owns.every((prefix) => typeof prefix === 'string' && prefix.startsWith('/'))
  );
}

function validEntries(body: { remotes?: unknown }): RemotesManifest {
  return { remotes: Array.isArray(body.remotes) ? body.remotes.filter(isEntry) : [] };
}

/** The manifest the shop server wrote into this document, if it did (shell/src/server/ShopDocument.tsx). */
function inlineManifest(): RemotesManifest | undefined {
  const text = document.getElementById(remotesManifestElementId)?.textContent;
  if (!text) return undefined;
  try {
    return validEntries(JSON.parse(text) as { remotes?: unknown });
  } catch {
    return undefined;
  }
}

/**
 * Reads which remote versions are live: from the document when the server put it there, else from
 * /remotes.json, never cached (a release is a rewrite of that file, and the document is revalidated too).
 * A broken or missing manifest leaves the shop running with the shell's own pages only.
 */
export async function fetchRemotesManifest(): Promise<RemotesManifest> {
  const inline = inlineManifest();
  if (inline) return inline;
  try {
    const response = await fetch(remotesManifestUrl, { cache: 'no-store' });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return validEntries((await response.json()) as { remotes?: unknown });
  } catch (error) {
    console.error('The remotes manifest could not be read; only the shell pages are available.', error);
    return { remotes: [] };
  }
}
