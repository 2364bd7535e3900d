import type { RemoteManifestEntry } from '@shop/shared/manifest';
import { watchUnhandledErrors } from './attribution';
import { RemoteHealthQueue, type RemoteHealthKind } from './queue';

export const remoteHealthUrl = '/api/beacon/remote-health';
/** A page's loads and first errors go out together, soon enough that a closed tab rarely loses them. */
export const flushDelayMs = 3000;

/**
 * Only published versions (`<package version>-<8 hex digits of the content hash>`) are a release anyone
 * watches; a remote served by a developer's dev server (`dev`, `override`) is not reported.
 */
const publishedVersion = /-[0-9a-f]{8}$/;

/**
 * A text/plain beacon: it survives the page being closed and needs no CORS preflight. Where the browser has no
 * sendBeacon, a keepalive fetch does the same.
 */
function sendBeacon(body: string): boolean {
  if (typeof navigator.sendBeacon === 'function') return navigator.sendBeacon(remoteHealthUrl, body);
  void fetch(remoteHealthUrl, { method: 'POST', body, keepalive: true, headers: { 'content-type': 'text/plain' } }).catch(
    () => undefined,
  );
  return true;
}

export interface RemoteHealthReporter {
  report(entry: Pick<RemoteManifestEntry, 'name' | 'version'>, kind: RemoteHealthKind): void;
  flush(): void;
  /**
   * Flushes when the page is hidden or left, and reports unhandled errors that come from the remotes' files;
   * returns the function that stops both.
   */
  start(remotes: readonly RemoteManifestEntry[]): () => void;
}

export function createRemoteHealthReporter(): RemoteHealthReporter {
  const queue = new RemoteHealthQueue(sendBeacon);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    if (!queue.isEmpty) queue.flush();
  };
  const report: RemoteHealthReporter['report'] = (entry, kind) => {
    if (!publishedVersion.test(entry.version)) return;
    queue.add(entry.name, entry.version, kind);
    timer ??= setTimeout(flush, flushDelayMs);
  };
  return {
    report,
    flush,
    start(remotes) {
      const onVisibility = () => {
        if (document.visibilityState === 'hidden') flush();
      };
      document.addEventListener('visibilitychange', onVisibility);
      window.addEventListener('pagehide', flush);
      const stopWatching = watchUnhandledErrors(remotes, (entry) => report(entry, 'unhandled-error'));
      return () => {
        document.removeEventListener('visibilitychange', onVisibility);
        window.removeEventListener('pagehide', flush);
        stopWatching();
      };
    },
  };
}

/**
 * The shell's one reporter. Shell-owned, not a shared singleton: remotes never call it, because the shell sees
 * their loading (router), their boundaries (RemoteRouteError) and the page's uncaught errors itself.
 */
export const remoteHealth = createRemoteHealthReporter();
