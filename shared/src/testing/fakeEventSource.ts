/**
 * jsdom has no EventSource: this stands in for the browser's (the network edge of a push stream), recording what a
 * page opens and closes. `installEventSource()` puts it on globalThis; `removeEventSource()` takes it away again.
 */
export class FakeEventSource extends EventTarget {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static opened: FakeEventSource[] = [];
  readyState = FakeEventSource.CONNECTING;
  constructor(readonly url: string) {
    super();
    FakeEventSource.opened.push(this);
  }
  close() {
    this.readyState = FakeEventSource.CLOSED;
  }
  /** The server sends `event: <name>` with `data` as JSON. */
  send(name: string, data: unknown) {
    this.readyState = FakeEventSource.OPEN;
    this.dispatchEvent(new MessageEvent(name, { data: JSON.stringify(data) }));
  }
  /** The connection failed: the browser retries (`closed` false) or has given up (true: the answer was no stream). */
  fail(closed: boolean) {
    this.readyState = closed ? FakeEventSource.CLOSED : FakeEventSource.CONNECTING;
    this.dispatchEvent(new Event('error'));
  }
  /** The last stream opened (and not yet closed), if any. */
  static live(): FakeEventSource | undefined {
    return FakeEventSource.opened.findLast((source) => source.readyState !== FakeEventSource.CLOSED);
  }
}

export function installEventSource(): void {
  FakeEventSource.opened = [];
  (globalThis as { EventSource?: unknown }).EventSource = FakeEventSource;
}

export function removeEventSource(): void {
  delete (globalThis as { EventSource?: unknown }).EventSource;
}

let visibility: DocumentVisibilityState = 'visible';

/**
 * jsdom's page is always visible: from this call on, `setVisibility` hides and shows it (with the browser's event).
 * Starts visible.
 */
export function controlVisibility(): void {
  visibility = 'visible';
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
}

export function setVisibility(next: DocumentVisibilityState): void {
  visibility = next;
  document.dispatchEvent(new Event('visibilitychange'));
}
