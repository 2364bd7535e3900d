import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { rspack, type Configuration } from '@rspack/core';
import { repoRoot } from '../../deploy/src/index';

type ConfigFunction = (env: { buildLabel: string; outputPath: string }, argv: { mode: string }) => Configuration;

/**
 * A production build of one remote that says `buildLabel` about itself, written to a temp folder:
 * what a team's next release looks like, without touching the app's own dist.
 */
export async function buildRemoteVariant(app: string, buildLabel: string): Promise<string> {
  const outputPath = await mkdtemp(path.join(os.tmpdir(), `${app}-variant-`));
  const configUrl = pathToFileURL(path.join(repoRoot, app, 'rspack.config.ts')).href;
  const createConfig = (await import(configUrl)).default as ConfigFunction;
  const compiler = rspack(createConfig({ buildLabel, outputPath }, { mode: 'production' }));
  await new Promise<void>((resolve, reject) => {
    compiler.run((error, stats) => {
      compiler.close(() => {});
      if (error) reject(error);
      else if (stats?.hasErrors()) reject(new Error(stats.toString({ all: false, errors: true })));
      else resolve();
    });
  });
  return outputPath;
}
