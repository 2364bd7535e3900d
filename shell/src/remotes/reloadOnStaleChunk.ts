import { preloadErrorEvent } from '@shop/shared/routing';

const lastReloadKey = 'preloadErrorReloadAt';
const minimumGapMs = 10_000;

/**
 * A chunk that fails to load usually means a release replaced the files this page was built against.
 * One reload fetches the current ones; a second failure soon after is left to the error boundary.
 */
export function reloadOnStaleChunk(): void {
  window.addEventListener(preloadErrorEvent, (event) => {
    const last = Number(sessionStorage.getItem(lastReloadKey) ?? 0);
    if (Date.now() - last < minimumGapMs) return;
    sessionStorage.setItem(lastReloadKey, String(Date.now()));
    event.preventDefault();
    window.location.reload();
  });
}
