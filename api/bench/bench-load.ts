// The API benchmark's load: requests of several kinds at one steady overall rate, each sent at its own moment
// (t0 + i / rate), not in bursts, and timed from that moment to the end of its answer, so a request that had to
// wait for a free connection or for the generator counts its wait. Per kind: what the shopper waited for, and,
// from the server's Server-Timing header, how much of the server's time was the database.
import http from 'node:http';
import { parseServerTiming } from '../src/platform/server-timing';

export interface Request {
  path: string;
  headers?: Record<string, string>;
}

/** One kind of request: its requests, sent in turn, round and round. */
export interface Endpoint {
  name: string;
  requests: Request[];
}

export interface EndpointFigures {
  endpoint: string;
  'req/s': number;
  'p50 ms': number;
  'p99 ms': number;
  'max ms': number;
  'server p50': number;
  'server p99': number;
  'db ms/req': number;
  'other ms/req': number;
  'queries/req': number;
  failed: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! : 0;
const round = (n: number, digits = 1) => Math.round(n * 10 ** digits) / 10 ** digits;
const mean = (xs: number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : 0);

interface Samples {
  latency: number[];
  server: number[];
  db: number[];
  queries: number[];
  failed: number;
}

function send(agent: http.Agent, base: string, r: Request) {
  return new Promise<{ status: number; timing: string | undefined }>((resolve) => {
    const req = http.get(`${base}${r.path}`, { agent, headers: r.headers }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, timing: res.headers['server-timing'] as string }));
    });
    req.on('error', () => resolve({ status: 0, timing: undefined }));
  });
}

/** `sequence` names the endpoint of each request in turn, round and round: its make-up is the load's mix. */
export async function runLoad(
  base: string,
  sequence: Endpoint[],
  opts: { rate: number; seconds: number },
): Promise<EndpointFigures[]> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const samples = new Map<string, Samples>();
  const sent = new Map<Endpoint, number>();
  for (const e of sequence) samples.set(e.name, { latency: [], server: [], db: [], queries: [], failed: 0 });
  const total = Math.round(opts.rate * opts.seconds);
  const answers: Promise<void>[] = [];
  const t0 = performance.now();
  let i = 0;
  await new Promise<void>((done) => {
    // Every millisecond, send whatever has come due: a steady rate whatever the timer's granularity.
    const tick = setInterval(() => {
      const now = performance.now();
      for (; i < total && t0 + (i * 1000) / opts.rate <= now; i++) {
        const due = t0 + (i * 1000) / opts.rate;
        const endpoint = sequence[i % sequence.length]!;
        const own = samples.get(endpoint.name)!;
        const n = sent.get(endpoint) ?? 0;
        sent.set(endpoint, n + 1);
        answers.push(
          send(agent, base, endpoint.requests[n % endpoint.requests.length]!).then(({ status, timing }) => {
            own.latency.push(performance.now() - due);
            if (status < 200 || status >= 300) own.failed++;
            const t = parseServerTiming(timing);
            if (t) {
              own.server.push(t.totalMs);
              own.db.push(t.dbMs);
              own.queries.push(t.queries);
            }
          }),
        );
      }
      if (i >= total) {
        clearInterval(tick);
        done();
      }
    }, 1);
  });
  await Promise.all(answers);
  agent.destroy();
  return [...samples].map(([endpoint, s]): EndpointFigures => {
    const latency = [...s.latency].sort((a, b) => a - b);
    const server = [...s.server].sort((a, b) => a - b);
    return {
      endpoint,
      'req/s': Math.round(latency.length / opts.seconds),
      'p50 ms': round(percentile(latency, 50)),
      'p99 ms': round(percentile(latency, 99)),
      'max ms': round(latency.at(-1) ?? 0),
      'server p50': round(percentile(server, 50), 2),
      'server p99': round(percentile(server, 99), 2),
      'db ms/req': round(mean(s.db), 2),
      'other ms/req': round(mean(s.server) - mean(s.db), 2),
      'queries/req': round(mean(s.queries), 2),
      failed: s.failed,
    };
  });
}

/** Sends every request of `endpoints` once, a few at a time: what a shop that has been open a while has cached. */
export async function prime(base: string, endpoints: Endpoint[]): Promise<void> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 4 });
  const all = [...new Set(endpoints)].flatMap((e) => e.requests);
  for (let i = 0; i < all.length; i += 4) await Promise.all(all.slice(i, i + 4).map((r) => send(agent, base, r)));
  agent.destroy();
}

/** A Markdown table (aligned, so it reads in a terminal and pastes into a README). */
export function markdownTable(rows: Record<string, string | number>[]): string {
  if (rows.length === 0) return '';
  const columns = Object.keys(rows[0]!);
  const cells = [columns, ...rows.map((r) => columns.map((c) => String(r[c] ?? '')))];
  const widths = columns.map((_, i) => Math.max(3, ...cells.map((row) => row[i]!.length)));
  const line = (row: string[]) => `| ${row.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
  return [line(cells[0]!), `| ${widths.map((w) => '-'.repeat(w)).join(' | ')} |`, ...cells.slice(1).map(line)].join('\n');
}
