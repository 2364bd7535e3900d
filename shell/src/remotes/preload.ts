import { findOwner, type RemotesManifest } from '@shop/shared/manifest';
import { loadRemoteRoutes } from './federation';

/** Quiet time after the load event before the remaining remotes are fetched: the first page comes first. */
const settleAfterLoadMs = 5000;
/** Upper bound on waiting for an idle moment after that. */
const idleTimeoutMs = 4000;

function ownerOfLink(manifest: RemotesManifest, target: EventTarget | null) {
  const link = target instanceof Element ? target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return undefined;
  return findOwner(manifest, link.pathname);
}

/**
 * Fetches a remote's route tree before it is needed: when a link to it is hovered or focused, and
 * for every remote once the browser is idle after start-up. Loading is deduplicated in federation.ts.
 */
export function startPreloading(manifest: RemotesManifest): void {
  const preloadFrom = (event: Event) => {
    const owner = ownerOfLink(manifest, event.target);
    if (owner) void loadRemoteRoutes(owner);
  };
  document.addEventListener('pointerover', preloadFrom, { passive: true });
  document.addEventListener('focusin', preloadFrom);

  const preloadAll = async () => {
    for (const remote of manifest.remotes) await loadRemoteRoutes(remote);
  };
  const whenIdle = () =>
    setTimeout(() => {
      if ('requestIdleCallback' in window) window.requestIdleCallback(() => void preloadAll(), { timeout: idleTimeoutMs });
      else void preloadAll();
    }, settleAfterLoadMs);
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
