/**
 * What the shell's server render needs to write a document that starts this build (shell/src/server/ShopDocument.tsx):
 * the entry's scripts, the build's stylesheet, the head's inline style and script. Written as `document.json` beside
 * the chunks, read by the server bundle of the same build.
 */
import { readFileSync } from 'node:fs';
import { rspack, type Compiler } from '@rspack/core';
import type { DocumentParts } from '../shell/src/server/document-parts';
import { buildStylesheetOf } from './build-stylesheet';

const pluginName = 'document-parts';

/** The boot screen's CSS as the documents carry it inline: without comments and the spaces no rule needs. */
export const inlineCss = (file: string) =>
  readFileSync(file, 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s*([{};:,])\s*/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();

export class DocumentPartsPlugin {
  constructor(
    private readonly options: { entry: string; publicPath: string; bootStyleFile: string; inlineScript: () => Promise<string> },
  ) {}

  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap(pluginName, (compilation) => {
      // After the stylesheet is made (build-stylesheet.ts runs at SUMMARIZE).
      const stage = rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT;
      compilation.hooks.processAssets.tapPromise({ name: pluginName, stage }, async () => {
        const { entry, publicPath, bootStyleFile, inlineScript } = this.options;
        const entrypoint = compilation.entrypoints.get(entry);
        if (!entrypoint) throw new Error(`${pluginName}: no entrypoint ${entry}`);
        const stylesheet = buildStylesheetOf(compilation);
        const parts: DocumentParts = {
          scripts: entrypoint
            .getFiles()
            .filter((file) => file.endsWith('.js'))
            .map((file) => `${publicPath}${file}`),
          ...(stylesheet ? { stylesheet: `${publicPath}${stylesheet}` } : {}),
          bootStyle: inlineCss(bootStyleFile),
          inlineScript: await inlineScript(),
        };
        compilation.emitAsset('document.json', new rspack.sources.RawSource(JSON.stringify(parts)));
      });
    });
  }
}
