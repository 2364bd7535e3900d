import http from 'node:http';
import type { KujiBoard } from '@shop/shared/contract';

// A reader of board streams for the tests and the benchmark: what a browser's EventSource does, with the time each
// event arrived.

export interface ReceivedBoard {
  board: KujiBoard;
  /** performance.now() when its last byte arrived. */
  at: number;
}

export interface BoardStreamClient {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** Every byte received so far, as text (errors: the JSON body). */
  text: string;
  boards: ReceivedBoard[];
  /** Resolves when the server ends the answer (an error's body, a closing server). */
  ended: Promise<void>;
  /** The first board received after `from` boards that `accept` takes, waiting at most `timeoutMs`. */
  next(accept?: (b: KujiBoard) => boolean, timeoutMs?: number, from?: number): Promise<ReceivedBoard>;
  close(): void;
}

/** Opens GET kuji/{kujiId}/board and resolves once the answer's head has arrived. */
export function openBoardStream(
  base: string,
  kujiId: number,
  opts: { query?: string; agent?: http.Agent; from?: string; headers?: Record<string, string> } = {},
): Promise<BoardStreamClient> {
  return new Promise((resolve, reject) => {
    const waiting = new Set<() => void>();
    const url = new URL(`/api/v1/kuji/${kujiId}/board${opts.query ?? ''}`, base);
    const req = http.get(
      url,
      { agent: opts.agent ?? false, localAddress: opts.from, headers: { accept: 'text/event-stream', ...opts.headers } },
      (res) => {
        let buffer = '';
        const client: BoardStreamClient = {
          status: res.statusCode ?? 0,
          headers: res.headers,
          text: '',
          boards: [],
          ended: new Promise((done) => res.once('close', () => done())),
          next(accept = () => true, timeoutMs = 5_000, from = 0) {
            return new Promise((done, fail) => {
              const check = () => {
                const found = client.boards.slice(from).find((b) => accept(b.board));
                if (!found) return false;
                waiting.delete(check);
                clearTimeout(timer);
                done(found);
                return true;
              };
              const timer = setTimeout(() => {
                waiting.delete(check);
                fail(
                  new Error(
                    `no such board within ${timeoutMs} ms; got ${JSON.stringify(client.boards.map((b) => b.board.tickets_left))}`,
                  ),
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
            if (!lines.includes('event: board')) continue;
            const data = lines.filter((l) => l.startsWith('data: ')).map((l) => l.slice(6));
            client.boards.push({ board: JSON.parse(data.join('\n')) as KujiBoard, at });
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
