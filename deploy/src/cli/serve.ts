/**
 * `npm run serve`: the production server, what the Docker image runs (deploy/docker/Dockerfile), always in production
 * mode (server/production-shop.ts): it refuses to start with a missing or weak secret. Unlike `npm start` it never
 * builds (the image's build stage did, and the runtime has no bundler): it publishes the builds it was shipped with
 * into the publish folder (a volume shared by the replicas; publishing a build that is already there changes nothing,
 * so an operator's rollback survives restarts) and serves the API and the documents on HOST (default 0.0.0.0) : PORT
 * (8080). SIGTERM drains, finishes requests in flight and exits 0 (SHUTDOWN_DRAIN_MS, SHUTDOWN_TIMEOUT_MS). /healthz
 * and /readyz are the probes.
 */
import { defaultPublishDir, defaultShellDir, repoRoot } from '../paths.js';
import { shutdownOptionsFromEnv } from '../server/graceful-shutdown.js';
import { startProductionShop } from '../server/production-shop.js';
import { runCli } from './run-cli.js';
import { serverLogger } from './server-logger.js';
import { stopOnSignals } from './stop-on-signals.js';

runCli(async () => {
  const shutdown = shutdownOptionsFromEnv();
  const server = await startProductionShop({
    root: repoRoot,
    publishDir: defaultPublishDir(),
    shellDir: defaultShellDir(),
    // Every interface: in a container the proxy or the kubelet's probes come from outside.
    host: process.env.HOST ?? '0.0.0.0',
    logger: await serverLogger(),
  });
  console.log(`shop: ${server.url}`);
  for (const line of server.apiDescription) console.log(line);
  stopOnSignals(server, shutdown);
});
