/**
 * `npm start`: build what is not built, publish and activate the remotes, serve everything from one
 * process on PORT (default 8080) at HOST (default localhost: every loopback address it resolves to).
 */
import { prepareShop } from '../pipeline.js';
import { defaultPublishDir, defaultShellDir, repoRoot } from '../paths.js';
import { startShopServer } from '../server/start-server.js';
import { onParentGone } from './parent-watch.js';
import { parseCliArgs, runCli } from './run-cli.js';

async function apiLoggerOptions(): Promise<object> {
  try {
    return ((await import('@shop/api')) as { apiLoggerOptions?: object }).apiLoggerOptions ?? {};
  } catch {
    return { redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'] };
  }
}

runCli(async () => {
  const { values } = parseCliArgs({ force: { type: 'boolean', default: false } });
  const publishDir = defaultPublishDir();
  await prepareShop(repoRoot, publishDir, { force: values.force });
  const server = await startShopServer({
    // 'localhost' listens on 127.0.0.1 and ::1, so http://localhost:8080 works whichever the browser picks.
    host: process.env.HOST ?? 'localhost',
    publishDir,
    shellDir: defaultShellDir(),
    // warn: no line per request, but a 500 inside the API is still logged. LOG_LEVEL=info for access logs.
    // The API's own redaction list (tokens, passwords, codes) applies to the whole process's logs.
    logger: { level: process.env.LOG_LEVEL ?? 'warn', ...(await apiLoggerOptions()) },
  });
  console.log(`shop: ${server.url}`);
  for (const line of server.apiDescription) console.log(line);

  let stopping = false;
  const stop = (signal: NodeJS.Signals): void => {
    if (stopping) process.exit(1); // second Ctrl-C: stop waiting for in-flight requests
    stopping = true;
    console.log(`${signal}: shutting down`);
    // Fastify stops accepting, finishes in-flight requests, then the onClose hook closes the API (DB, mail).
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  onParentGone(() => stop('SIGHUP'));
});
