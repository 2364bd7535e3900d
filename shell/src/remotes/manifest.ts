import type { RemoteManifestEntry, RemotesManifest } from '@shop/shared/routing';

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

/**
 * Reads which remote versions are live. Never cached: a release is a rewrite of this file.
 * A broken or missing manifest leaves the shop running with the shell's own pages only.
 */
export async function fetchRemotesManifest(): Promise<RemotesManifest> {
  try {
    const response = await fetch(remotesManifestUrl, { cache: 'no-store' });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const body = (await response.json()) as { remotes?: unknown };
    const remotes = Array.isArray(body.remotes) ? body.remotes.filter(isEntry) : [];
    return { remotes };
  } catch (error) {
    console.error('The remotes manifest could not be read; only the shell pages are available.', error);
    return { remotes: [] };
  }
}
