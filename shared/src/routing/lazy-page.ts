import { lazy, type ComponentType } from 'react';

/** Window event for a lazily loaded chunk that failed (SPEC §8); cancel it to take over the failure. */
export const preloadErrorEvent = 'preload-error';

export interface PreloadErrorDetail {
  error: unknown;
}

/**
 * Announces a failed chunk load. Returns true when nobody cancelled the event, so the caller rethrows
 * and the nearest error boundary shows; a listener that cancels it (the shell reloads once after a
 * release replaced old chunks) takes responsibility instead.
 */
export function reportPreloadError(error: unknown): boolean {
  const event = new CustomEvent<PreloadErrorDetail>(preloadErrorEvent, { cancelable: true, detail: { error } });
  return window.dispatchEvent(event);
}

const Nothing = () => null;

/** React.lazy for a page module, with the preload-error contract. */
export function lazyPage<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  return lazy(() =>
    load().catch((error: unknown) => {
      if (reportPreloadError(error)) throw error;
      return { default: Nothing as ComponentType<P> };
    }),
  );
}
