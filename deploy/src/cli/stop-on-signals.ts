/**
 * How the serving CLIs (`npm start`, `npm run serve`) stop: SIGTERM, SIGINT or the loss of the npm that started
 * them begins a graceful shutdown (server/graceful-shutdown.ts) and the process exits 0 once the database is
 * closed. A second signal stops waiting and exits 1 at once, for an operator who does not want to wait.
 */
import type { StartedShopServer } from '../server/start-server.js';
import { shutDownGracefully, type ShutdownOptions } from '../server/graceful-shutdown.js';
import { onParentGone } from './parent-watch.js';

/** Beyond drain + timeout, a shutdown that still has not finished (a database close that hangs) is abandoned. */
const GRACE_AFTER_LIMIT_MS = 5000;

export function stopOnSignals(server: StartedShopServer, options: ShutdownOptions): void {
  let stopping = false;
  const stop = (reason: string): void => {
    if (stopping) process.exit(1);
    stopping = true;
    console.log(`${reason}: shutting down`);
    const limit = (options.drainMs ?? 0) + (options.timeoutMs ?? 10_000) + GRACE_AFTER_LIMIT_MS;
    setTimeout(() => {
      console.error(`shutdown did not finish within ${limit} ms: exiting`);
      process.exit(1);
    }, limit).unref();
    shutDownGracefully(server.app, options).then(
      ({ cut }) => {
        if (cut) console.log(`${cut} request(s) still running at the ${options.timeoutMs ?? 10_000} ms limit were cut`);
        process.exit(0);
      },
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
  // Outside a container (npm run …) npm may go without telling us; as PID 1 there is no parent to watch.
  onParentGone(() => stop('SIGHUP'));
}
