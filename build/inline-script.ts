/**
 * A script a document carries inline, built from an ordinary entry module by a compile of its own: no federation
 * runtime, no chunk loading, one IIFE (a classic script shares its top-level names with the page), minified.
 * The server allows it by its hash (deploy's content-security-policy.ts).
 */
import path from 'node:path';
import { rspack, type Compiler } from '@rspack/core';
import { browserTargets, moduleRules } from './module-rules';
import { repoRoot } from './shop-apps';

const outputName = 'inline.js';

export function compileInlineScript(entry: string): Promise<string> {
  let code: string | undefined;
  // Takes the script's text and leaves nothing to write: it lives in the documents, not beside them.
  const keepInMemory = (compiler: Compiler) => {
    compiler.hooks.thisCompilation.tap('inline-script', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'inline-script', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          code = compilation.getAsset(outputName)?.source.source().toString().trim();
          compilation.deleteAsset(outputName);
        },
      );
    });
  };
  const compiler = rspack({
    name: `inline:${path.basename(entry)}`,
    mode: 'production',
    context: path.dirname(entry),
    entry: { inline: entry },
    target: ['web', 'es2022'],
    devtool: false,
    output: { path: path.join(repoRoot, 'node_modules/.cache/inline-script'), filename: outputName, iife: true },
    resolve: { extensions: ['.ts', '.js'] },
    module: moduleRules(true, browserTargets),
    optimization: { runtimeChunk: false, splitChunks: false },
    plugins: [keepInMemory],
  });
  return new Promise((resolve, reject) => {
    compiler.run((error, stats) => {
      compiler.close(() => {
        if (error) return reject(error);
        if (stats?.hasErrors()) return reject(new Error(stats.toString({ preset: 'errors-only', colors: false })));
        if (!code) return reject(new Error(`${entry} compiled to nothing`));
        resolve(code);
      });
    });
  });
}
