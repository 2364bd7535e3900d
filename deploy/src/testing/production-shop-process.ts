/**
 * `npm run serve`'s shop (server/production-shop.ts) as its own process, on builds in SHOP_BUILDS_ROOT instead of the
 * repository's (a test's fake builds), on a free loopback port. stdout: one JSON line per event,
 * {"event":"listening","url":…,"lines":[the start-up lines]}. SIGTERM stops it.
 */
import { startProductionShop } from '../server/production-shop.js';
import { shutdownOptionsFromEnv } from '../server/graceful-shutdown.js';
import { stopOnSignals } from '../cli/stop-on-signals.js';

const lines: string[] = [];
const server = await startProductionShop({
  root: process.env.SHOP_BUILDS_ROOT!,
  publishDir: process.env.SHOP_PUBLISH_DIR!,
  shellDir: process.env.SHOP_SHELL_DIR!,
  host: '127.0.0.1',
  port: 0,
  log: (line) => lines.push(line),
});
process.stdout.write(`${JSON.stringify({ event: 'listening', url: server.url, lines: [...lines, ...server.apiDescription] })}\n`);
stopOnSignals(server, shutdownOptionsFromEnv());
