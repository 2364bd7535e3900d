import http from 'node:http';

export interface Res {
  statusCode: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  raw: Buffer;
  // Tests read bodies loosely; expectShape (harness.ts) checks them against the contract.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  json(): any;
}

export interface Req {
  method?: string;
  url: string;
  headers?: Record<string, string>;
  /** Objects are sent as JSON; strings and buffers as they are. */
  payload?: unknown;
  /** Another connection pool (races open hundreds of connections at once). */
  agent?: http.Agent;
  /** The client address the server sees (any 127.x.y.z reaches a server on 127.0.0.1): another device. */
  from?: string;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

/**
 * Real HTTP to a listening server. (Fastify's inject pulls in ESM-only `cookie`,
 * which jest's module runtime cannot require on Node 20.)
 */
export function request(base: string, r: Req): Promise<Res> {
  const headers: Record<string, string> = { ...r.headers };
  let body: Buffer | undefined;
  if (r.payload !== undefined) {
    if (typeof r.payload === 'string' || Buffer.isBuffer(r.payload)) body = Buffer.from(r.payload as string);
    else {
      body = Buffer.from(JSON.stringify(r.payload));
      headers['content-type'] ??= 'application/json';
    }
    headers['content-length'] = String(body.length);
  }
  const options = { method: r.method ?? 'GET', headers, agent: r.agent ?? agent, localAddress: r.from };
  return new Promise((resolve, reject) => {
    const req = http.request(new URL(r.url, base), options, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const raw = Buffer.concat(chunks);
        const text = raw.toString('utf8');
        resolve({ statusCode: res.statusCode ?? 0, headers: res.headers, body: text, raw, json: () => JSON.parse(text) });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}
