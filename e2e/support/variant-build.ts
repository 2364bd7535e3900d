import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { rspack, type Configuration } from '@rspack/core';
import { repoRoot } from '../../deploy/src/index';

type ConfigFunction = (
  env: { buildLabel: string; outputPath: string },
  argv: { mode: string },
) => Configuration | Configuration[];

/** What a team changed for its next release: files added or replaced in the app, and in bundled shared code. */
export interface VariantChanges {
  /** Path inside the app folder (e.g. `src/api/probe.ts`) → new content. */
  files?: Record<string, string>;
  /** Appended to a file of the app (e.g. a route added at the end of `src/routes.tsx`). */
  append?: Record<string, string>;
  /**
   * A bundled concern of @shop/shared changed in this release only: `concern` (e.g. `format`) is copied, the
   * files are added or replaced in the copy, and the app is built against it.
   */
  shared?: { concern: string; files: Record<string, string> };
}

/**
 * A production build of one remote that says `buildLabel` about itself, written to a temp folder: what a
 * team's next release looks like, without touching the app's own source or dist. With `changes`, the app is
 * built from a copy of its folder (inside the repo, so its dependencies resolve as usual) with those changes.
 */
export async function buildRemoteVariant(app: string, buildLabel: string, changes?: VariantChanges): Promise<string> {
  const outputPath = await mkdtemp(path.join(os.tmpdir(), `${app}-variant-`));
  const configUrl = pathToFileURL(path.join(repoRoot, app, 'rspack.config.ts')).href;
  const createConfig = (await import(configUrl)).default as ConfigFunction;
  // The browser build and the server container, both from the same (changed) sources.
  const configs = [createConfig({ buildLabel, outputPath }, { mode: 'production' })].flat();
  let copy: string | undefined;
  if (changes) {
    await mkdir(path.join(repoRoot, '.tmp'), { recursive: true });
    copy = await mkdtemp(path.join(repoRoot, '.tmp', `${app}-variant-`));
    await cp(path.join(repoRoot, app, 'src'), path.join(copy, 'src'), { recursive: true });
    await writeAll(copy, changes.files ?? {});
    for (const [file, addition] of Object.entries(changes.append ?? {})) {
      await writeFile(path.join(copy, file), `${await readFile(path.join(copy, file), 'utf8')}\n${addition}`);
    }
    for (const config of configs) config.context = copy;
    if (changes.shared) {
      const concernCopy = path.join(copy, 'shared', changes.shared.concern);
      await cp(path.join(repoRoot, 'shared', 'src', changes.shared.concern), concernCopy, { recursive: true });
      await writeAll(concernCopy, changes.shared.files);
      for (const config of configs) {
        config.resolve = {
          ...config.resolve,
          alias: { [`@shop/shared/${changes.shared.concern}$`]: path.join(concernCopy, 'index.ts') },
        };
      }
    }
  }
  try {
    const compiler = rspack(configs);
    await new Promise<void>((resolve, reject) => {
      compiler.run((error, stats) => {
        compiler.close(() => {});
        if (error) reject(error);
        else if (stats?.hasErrors()) reject(new Error(stats.toString({ all: false, errors: true })));
        else resolve();
      });
    });
  } finally {
    if (copy) await rm(copy, { recursive: true, force: true });
  }
  return outputPath;
}

async function writeAll(dir: string, files: Record<string, string>): Promise<void> {
  for (const [file, content] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
    await writeFile(path.join(dir, file), content);
  }
}
