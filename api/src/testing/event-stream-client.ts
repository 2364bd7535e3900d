import http from 'node:http';

// A reader of Server-Sent Event streams for the tests and the benchmarks: what a browser's EventSource does, with
// the time each event arrived.

export interface ReceivedEvent<T> {
  data: T;
  /** performance.now() when its last byte arrived. */
  at: number;
}

export interface EventStreamClient<T> {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** Every byte received so far, as text (errors: the JSON body). */
  text: string;
  events: ReceivedEvent<T>[];
  /** Resolves when the server ends the answer (an error's body, a closing server). */
  ended: Promise<void>;
  /** The first event received after `from` events that `accept` takes, waiting at most `timeoutMs`. */
  next(accept?: (data: T) => boolean, timeoutMs?: number, from?: number): Promise<ReceivedEvent<T>>;
  close(): void;
}

/** Opens GET `path` on `base`, keeps its events named `event`, and resolves once the answer's head has arrived. */
export function openEventStream<T>(
  base: string,
  path: string,
  event: string,
  opts: { agent?: http.Agent; from?: string; headers?: Record<string, string> } = {},
): Promise<EventStreamClient<T>> {
  return new Promise((resolve, reject) => {
    const waiting = new Set<() => void>();
    const req = http.get(
      new URL(path, base),
      { agent: opts.agent ?? false, localAddress: opts.from, headers: { accept: 'text/event-stream', ...opts.headers } },
      (res) => {
        let buffer = '';
        const client: EventStreamClient<T> = {
          status: res.statusCode ?? 0,
          headers: res.headers,
          text: '',
          events: [],
          ended: new Promise((done) => res.once('close', () => done())),
          next(accept = () => true, timeoutMs = 5_000, from = 0) {
            return new Promise((done, fail) => {
              const check = () => {
                const found = client.events.slice(from).find((e) => accept(e.data));
                if (!found) return false;
                waiting.delete(check);
                clearTimeout(timer);
                done(found);
                return true;
              };
              const timer = setTimeout(() => {
                waiting.delete(check);
                fail(
                  new Error(`no such ${event} within ${timeoutMs} ms; got ${JSON.stringify(client.events.map((e) => e.data))}`),
                );
              }, timeoutMs);
              if (!check()) waiting.add(check);
            });
          },
          close: () => req.destroy(),
        };
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          const at = performance.now();
          client.text += chunk;
          buffer += chunk;
          let cut: number;
          while ((cut = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, cut);
            buffer = buffer.slice(cut + 2);
            const lines = block.split('\n');
            if (!lines.includes(`event: ${event}`)) continue;
            const data = lines.filter((l) => l.startsWith('data: ')).map((l) => l.slice(6));
            client.events.push({ data: JSON.parse(data.join('\n')) as T, at });
          }
          for (const check of [...waiting]) check();
        });
        res.on('error', () => {});
        resolve(client);
      },
    );
    req.on('error', reject);
  });
}
