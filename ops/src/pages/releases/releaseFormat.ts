/** How release figures read on the Releases page: shares and rates as percentages, counts with separators. */
import type { TFunction } from 'i18next';
import type { ReleaseEvent, RemoteStatus } from './releaseApi';

export const share = (percent: number): string => `${Number(percent.toFixed(2))} %`;

/** Stable serves everyone outside the canary. */
export const stableShare = (remote: RemoteStatus): number => (remote.canary ? 100 - remote.canary.percent : 100);

export const count = (value: number | undefined): string => (value === undefined ? '—' : value.toLocaleString('en-US'));

/** Errors per 100 page loads; a dash before the first page load. */
export function rate(value: number | null | undefined): string {
  if (value === null || value === undefined) return '—';
  return `${value.toFixed(value < 10 ? 2 : 1)} %`;
}

/** One history event as a sentence in the operator's language, e.g. "canary 1.0.1-ab at 10 %". */
export function describeEvent(t: TFunction, event: ReleaseEvent): string {
  const known = ['activate', 'canary', 'rollout', 'promote', 'abort', 'rollback', 'prune'];
  if (!known.includes(event.action)) return event.action;
  return t(`releases.event.${event.action}`, {
    version: event.version ?? '?',
    from: event.from ?? '',
    share: event.percent === undefined ? '?' : share(event.percent),
    reason: event.reason ?? '',
    context: event.from ? 'from' : undefined,
  });
}
