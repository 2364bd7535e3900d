// The API under benchmark, in its own process (as behind a real network: the load generator does not share its
// event loop). Its environment chooses the database; it prints one JSON line ({"base": …}) once it listens, and
// answers the parent's "stats" message with what its event loop and CPU did since the last one. SIGTERM stops it.
import { monitorEventLoopDelay } from 'node:perf_hooks';
import Fastify from 'fastify';
import { createApi } from '../src/index';
import { composedStandIns } from '../src/testing/composed-stand-ins';

export interface ServerStats {
  /** Share of one core this process used (its own thread and PGlite's, which runs on it). */
  cpuPercent: number;
  /** How late the event loop ran callbacks: what every request in flight waited for on top of its own work. */
  loopP50Ms: number;
  loopP99Ms: number;
  loopMaxMs: number;
}

// The stand-ins come from the composer its parent (bench.ts) preloads here, as the shop's server would hand them in.
const api = await createApi({
  env: { ...process.env, LOG_LEVEL: 'silent', API_SERVER_TIMING: '1' },
  standIns: composedStandIns().standIns,
});
const app = Fastify({ logger: false });
await api.register(app);
const base = await app.listen({ port: 0, host: '127.0.0.1', backlog: 2048 });

const loop = monitorEventLoopDelay({ resolution: 1 });
loop.enable();
let since = { cpu: process.cpuUsage(), at: performance.now() };
process.on('message', (message) => {
  if (message !== 'stats') return;
  const cpu = process.cpuUsage(since.cpu);
  const stats: ServerStats = {
    cpuPercent: ((cpu.user + cpu.system) / 1000 / (performance.now() - since.at)) * 100,
    loopP50Ms: loop.percentile(50) / 1e6,
    loopP99Ms: loop.percentile(99) / 1e6,
    loopMaxMs: loop.max / 1e6,
  };
  loop.reset();
  since = { cpu: process.cpuUsage(), at: performance.now() };
  process.send!(stats);
});
process.on('SIGTERM', async () => {
  await app.close();
  await api.close();
  process.exit(0);
});
process.stdout.write(`${JSON.stringify({ base })}\n`);
