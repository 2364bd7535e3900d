// The buyers of bench:checkout, in their own process so that the API's thread is the API's alone (a launch's crowd is
// on other machines): reads the run from the file named on the command line, places and pays orders with autocannon
// for its duration, and prints what happened as one JSON line.
import fs from 'node:fs';
import autocannon from 'autocannon';
import { homeOrder, type BuyableProduct } from './bench-orders';
import { signedNotice, type Purchase } from './purchase-clients';

export interface CheckoutRun {
  base: string;
  /** The gateway's webhook secret: each order's paid notice is signed with it. */
  secret: string;
  pool: BuyableProduct[];
  connections: number;
  seconds: number;
  /** The buyers' e-mails start with it (bench:checkout counts the paid orders by it). */
  tag: string;
}

export interface CrowdResult {
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  /** CPU milliseconds this process used for the run. */
  cpuMs: number;
}

async function run(r: CheckoutRun): Promise<CrowdResult> {
  let n = 0;
  const requests = [
    {
      method: 'POST' as const,
      path: '/api/v1/order',
      // Each buyer comes through the ingress from an address of its own (X-Forwarded-For), as a launch's crowd does.
      setupRequest: (req: { path: string }) => ({
        ...req,
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` },
        body: JSON.stringify(homeOrder(r.pool[n % r.pool.length]!, 1, `${r.tag}-${n++}@example.com`)),
      }),
      onResponse: (status: number, body: string, context: Record<string, unknown>) => {
        context.purchase = status === 200 ? JSON.parse(body).data.order.purchase : null;
      },
    },
    {
      method: 'POST' as const,
      path: '/api/v1/payment/webhook/sandbox',
      setupRequest: (req: { path: string }, context: Record<string, unknown>) => {
        const purchase = context.purchase as Purchase | null;
        if (!purchase) return null;
        const { body, headers } = signedNotice(r.secret, purchase);
        return { ...req, body: body.toString(), headers };
      },
    },
  ];
  const cpu = process.cpuUsage();
  const result = await autocannon({ url: r.base, connections: r.connections, duration: r.seconds, requests });
  const used = process.cpuUsage(cpu);
  return {
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    cpuMs: (used.user + used.system) / 1000,
  };
}

const file = process.argv[2];
if (!file) throw new Error('usage: checkout-crowd.ts <run.json>');
process.stdout.write(`${JSON.stringify(await run(JSON.parse(fs.readFileSync(file, 'utf8')) as CheckoutRun))}\n`);
