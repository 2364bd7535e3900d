/**
 * How release status reads for people, the same in the terminal (release:status) and the operator view:
 * times in UTC to the minute (operators in several time zones compare notes), rates as percentages.
 */
import type { ReleaseEvent } from '../manifest/history.js';
import type { RemoteStatus, VersionHealth } from './status.js';

/** `2026-11-23 14:30 UTC`; a dash for unknown times. */
export function formatTime(iso: string | undefined): string {
  if (!iso) return '—';
  const time = new Date(iso);
  return Number.isNaN(time.getTime()) ? iso : `${time.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

export function formatCount(count: number): string {
  return count.toLocaleString('en-US');
}

/** Errors per 100 page loads; a dash before the first page load. */
export function formatRate(rate: number | null | undefined): string {
  if (rate === null || rate === undefined) return '—';
  return `${rate.toFixed(rate < 10 ? 2 : 1)} %`;
}

export function formatShare(percent: number): string {
  return `${Number(percent.toFixed(2))} %`;
}

/** Stable serves everyone outside the canary. */
export function stableShare(remote: RemoteStatus): number {
  return remote.canary ? 100 - remote.canary.percent : 100;
}

/** One history event as a sentence fragment, e.g. `canary 1.0.0-7d41e0aa at 10 %`. */
export function describeEvent(event: ReleaseEvent): string {
  const was = event.from ? ` (was ${event.from})` : '';
  const share = event.percent !== undefined ? ` at ${formatShare(event.percent)}` : '';
  switch (event.action) {
    case 'activate':
      return `activated ${event.version ?? '?'}${was}`;
    case 'canary':
      return `canary ${event.version ?? '?'}${share}${event.from ? ` (replacing ${event.from})` : ''}`;
    case 'rollout':
      return `canary ${event.version ?? '?'} share set to ${event.percent !== undefined ? formatShare(event.percent) : '?'}`;
    case 'promote':
      return `promoted ${event.version ?? '?'} to stable${was}`;
    case 'abort':
      return `aborted canary ${event.version ?? '?'}${share}`;
    case 'rollback':
      return `rolled back to ${event.version ?? '?'}${event.from ? ` (from ${event.from})` : ''}`;
    case 'prune':
      return `pruned ${event.reason ?? 'old versions'}`;
    default:
      return String(event.action);
  }
}

export interface HealthCells {
  loads: string;
  errors: string;
  rate: string;
}

export function healthCells(health: VersionHealth | undefined): HealthCells {
  if (!health) return { loads: '—', errors: '—', rate: '—' };
  return { loads: formatCount(health.loads), errors: formatCount(health.errors), rate: formatRate(health.errorRate) };
}
