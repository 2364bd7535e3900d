/**
 * What the shell tells the shop about the remotes it ran: per remote and version, how often its code loaded for a
 * page, failed to load, failed to render or threw unhandled. Counts only: no URL, no message, no user, so a
 * beacon carries nothing personal. POST /api/beacon/remote-health (api/src/modules/remote-health) takes them.
 */
export type RemoteHealthKind = 'load' | 'load-failure' | 'render-error' | 'unhandled-error';

export interface RemoteHealthEvent {
  /** The remote's container name, e.g. `mf_catalog`. */
  remote: string;
  /** The published version the page ran, e.g. `1.0.0-3f2a9c1b`. */
  version: string;
  kind: RemoteHealthKind;
  count: number;
}

/** The endpoint's limits: events per beacon and occurrences one event may stand for. */
export const maxEventsPerBeacon = 50;
export const maxCountPerEvent = 100;

/**
 * Occurrences folded by remote, version and kind until the next flush, so a page that throws in a loop still
 * sends a few small beacons. `send` gets one JSON body per beacon and says whether the browser took it; what it
 * did not take stays queued for the next flush.
 */
export class RemoteHealthQueue {
  private readonly pending = new Map<string, RemoteHealthEvent>();

  constructor(private readonly send: (body: string) => boolean) {}

  get isEmpty(): boolean {
    return this.pending.size === 0;
  }

  add(remote: string, version: string, kind: RemoteHealthKind, count = 1): void {
    const key = JSON.stringify([remote, version, kind]);
    const event = this.pending.get(key);
    if (event) event.count += count;
    else this.pending.set(key, { remote, version, kind, count });
  }

  flush(): void {
    const events = [...this.pending.values()].flatMap(splitCount);
    this.pending.clear();
    for (let start = 0; start < events.length; start += maxEventsPerBeacon) {
      const batch = events.slice(start, start + maxEventsPerBeacon);
      if (!this.send(JSON.stringify(batch)))
        for (const event of batch) this.add(event.remote, event.version, event.kind, event.count);
    }
  }
}

/** An event of more occurrences than one event may carry, as several. */
function splitCount(event: RemoteHealthEvent): RemoteHealthEvent[] {
  const parts: RemoteHealthEvent[] = [];
  for (let left = event.count; left > 0; left -= maxCountPerEvent)
    parts.push({ ...event, count: Math.min(left, maxCountPerEvent) });
  return parts;
}
