/**
 * `npm start`: build what is not built, publish and activate the remotes, serve everything from one
 * process on PORT (default 8080) at HOST (default localhost: every loopback address it resolves to).
 */
import { prepareShop } from '../pipeline.js';
import { defaultPublishDir, defaultShellDir, repoRoot } from '../paths.js';
import { shutdownOptionsFromEnv } from '../server/graceful-shutdown.js';
import { startShopServer } from '../server/start-server.js';
import { parseCliArgs, runCli } from './run-cli.js';
import { serverLogger } from './server-logger.js';
import { stopOnSignals } from './stop-on-signals.js';

runCli(async () => {
  const { values } = parseCliArgs({ force: { type: 'boolean', default: false } });
  const shutdown = shutdownOptionsFromEnv();
  const publishDir = defaultPublishDir();
  await prepareShop(repoRoot, publishDir, { force: values.force });
  const server = await startShopServer({
    // 'localhost' listens on 127.0.0.1 and ::1, so http://localhost:8080 works whichever the browser picks.
    host: process.env.HOST ?? 'localhost',
    publishDir,
    shellDir: defaultShellDir(),
    logger: await serverLogger(),
  });
  console.log(`shop: ${server.url}`);
  for (const line of server.apiDescription) console.log(line);
  // Stops accepting, lets requests in flight finish (SHUTDOWN_TIMEOUT_MS, 10 s), closes the database, exits 0.
  stopOnSignals(server, shutdown);
});
