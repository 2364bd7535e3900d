import type { RemoteManifestEntry } from '@shop/shared/manifest';

/**
 * The folder a remote version's files are served from: the folder of its mf-manifest.json
 * (`https://shop/remotes/mf-catalog/1.0.0-3f2a9c1b/`), absolute, as browsers write script URLs in stacks.
 */
export function filesFolderOf(entry: RemoteManifestEntry, base: string = window.location.href): string {
  return new URL('./', new URL(entry.manifest, base)).href;
}

/**
 * The remote whose files `trace` (a stack, or the file an error event names) points into; the earliest mention
 * wins, i.e. the innermost of the remote frames. Undefined when no remote's files are named: the shell's own
 * errors, browser extensions and other scripts are none of a remote's health.
 */
export function remoteOfTrace(remotes: readonly RemoteManifestEntry[], trace: string): RemoteManifestEntry | undefined {
  let found: { entry: RemoteManifestEntry; at: number } | undefined;
  for (const entry of remotes) {
    const at = trace.indexOf(filesFolderOf(entry));
    if (at >= 0 && (!found || at < found.at)) found = { entry, at };
  }
  return found?.entry;
}

function stackOf(value: unknown): string {
  return value instanceof Error && typeof value.stack === 'string' ? value.stack : '';
}

/**
 * Calls `onError` with the remote an uncaught error or unhandled rejection came from, if one did; returns the
 * function that stops watching.
 */
export function watchUnhandledErrors(
  remotes: readonly RemoteManifestEntry[],
  onError: (entry: RemoteManifestEntry) => void,
): () => void {
  const attribute = (trace: string) => {
    const entry = remoteOfTrace(remotes, trace);
    if (entry) onError(entry);
  };
  const onUncaught = (event: ErrorEvent) => attribute(`${stackOf(event.error)}\n${event.filename ?? ''}`);
  const onRejection = (event: PromiseRejectionEvent) => attribute(stackOf(event.reason));
  window.addEventListener('error', onUncaught);
  window.addEventListener('unhandledrejection', onRejection);
  return () => {
    window.removeEventListener('error', onUncaught);
    window.removeEventListener('unhandledrejection', onRejection);
  };
}
