// Runs rspack for build-apps.ts in a plain Node process.
//
// Why a separate process: our CLIs run under tsx, which compiles every module it loads with esbuild's
// keepNames. The Module Federation plugin stringifies functions of its own runtime into the bundle, so a
// build made inside a tsx process ships calls to esbuild's `__name` helper and fails in the browser.
// Here configs are loaded with jiti, as @rspack/cli loads them, and nothing else is transformed.
import path from 'node:path';
import { createJiti } from 'jiti';
import { rspack } from '@rspack/core';

/** @param {{ root: string, apps: string[], mode: string, env: Record<string, unknown> }} job */
async function loadConfigs(job) {
  const jiti = createJiti(import.meta.url, { moduleCache: false });
  const configs = [];
  const appOfConfig = [];
  for (const app of job.apps) {
    const appDir = path.join(job.root, app);
    const file = path.join(appDir, 'rspack.config.ts');
    const exported = await jiti.import(file, { default: true });
    if (!exported) throw new Error(`${file} has no default export`);
    const env = { RSPACK_BUILD: true, RSPACK_BUNDLE: true, [job.mode]: true, ...job.env };
    const result = typeof exported === 'function' ? await exported(env, { mode: job.mode }) : exported;
    for (const config of Array.isArray(result) ? result : [result]) {
      // The CLI would run with cwd = the app folder; we run from the root, so relative paths are the app's.
      configs.push({
        ...config,
        context: config.context ?? appDir,
        mode: config.mode ?? job.mode,
        output: { ...config.output, path: config.output?.path ?? path.join(appDir, 'dist') },
      });
      appOfConfig.push(app);
    }
  }
  return { configs, appOfConfig };
}

function run(configs) {
  return new Promise((resolve, reject) => {
    const compiler = rspack(configs);
    compiler.run((runError, stats) => {
      // close() lets rspack finish background work before we report.
      compiler.close((closeError) => {
        const error = runError ?? closeError;
        if (error) reject(error);
        else if (!stats) reject(new Error('rspack returned no stats'));
        else resolve(stats);
      });
    });
  });
}

async function main() {
  const job = JSON.parse(process.argv[2]);
  const { configs, appOfConfig } = await loadConfigs(job);
  const multiStats = await run(configs);
  const results = new Map(job.apps.map((app) => [app, { app, ok: true, messages: '' }]));
  multiStats.stats.forEach((stats, index) => {
    const result = results.get(appOfConfig[index]);
    if (stats.hasErrors()) result.ok = false;
    if (stats.hasErrors() || stats.hasWarnings()) {
      result.messages += stats.toString({ preset: 'errors-warnings', colors: false });
    }
  });
  process.send({ results: [...results.values()] });
}

main().catch((error) => {
  process.send({ error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
});
