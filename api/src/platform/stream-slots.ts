import { fail } from './errors';

/**
 * The long-lived streams (Server-Sent Events) one process serves, counted against a cap per process and one per
 * client address: a crowd or one greedy client gets 503 or 429 with Retry-After, not the process's memory.
 */
export class StreamSlots {
  private readonly perIp = new Map<string, number>();
  private open = 0;

  constructor(private readonly caps: { perProcess: number; perIp: number }) {}

  /** Streams open now. */
  get size(): number {
    return this.open;
  }

  /** Counts a new stream from `ip` (503 when the process is full, 429 when the address is); returns its release. */
  admit(ip: string): () => void {
    const retryAfter = { 'retry-after': '10' };
    if (this.open >= this.caps.perProcess) fail('SERVICE_UNAVAILABLE', retryAfter);
    const held = this.perIp.get(ip) ?? 0;
    if (held >= this.caps.perIp) fail('TOO_MANY_REQUESTS', retryAfter);
    this.open++;
    this.perIp.set(ip, held + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.open--;
      const left = (this.perIp.get(ip) ?? 1) - 1;
      if (left > 0) this.perIp.set(ip, left);
      else this.perIp.delete(ip);
    };
  }
}
