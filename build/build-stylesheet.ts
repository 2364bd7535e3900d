/**
 * One stylesheet holding all the CSS of a build's pages, `styles.<contenthash>.css`, written beside its chunks, and
 * its name in the build's mf-manifest.json (`metaData.stylesheet`). A server-rendered page must be styled at its
 * first paint, before any chunk loads its own CSS: it links the shell's stylesheet and the owning remote version's,
 * two files under each build's own immutable path that any replica, CDN or static host serves
 * (docs/decisions/020-styles-per-build.md).
 */
import { createHash } from 'node:crypto';
import { rspack, type Compilation, type Compiler } from '@rspack/core';

const pluginName = 'build-stylesheet';

/** The field of mf-manifest.json's `metaData` that names the stylesheet; the shell's server reads it (shell/src/server/remote-files.ts). */
export const stylesheetField = 'stylesheet';

const stylesheets = new WeakMap<Compilation, string>();

type ChunkGroup = Compilation['chunkGroups'][number];

/**
 * The CSS files of the chunk groups reachable from `starts`, a group's own before its children's (the order the
 * browser loads them in), each content once: rspack writes the same CSS into every chunk that shares it.
 */
function cssFilesFrom(compilation: Compilation, starts: ChunkGroup[]): string[] {
  const files: string[] = [];
  const seenGroups = new Set<ChunkGroup>();
  const seenContent = new Set<string>();
  const visit = (group: ChunkGroup) => {
    if (seenGroups.has(group)) return;
    seenGroups.add(group);
    for (const file of group.getFiles().filter((name) => name.endsWith('.css'))) {
      const content = compilation.getAsset(file)?.source.source().toString() ?? '';
      if (seenContent.has(content)) continue;
      seenContent.add(content);
      files.push(file);
    }
    for (const child of group.childrenIterable) visit(child);
  };
  for (const start of starts) visit(start);
  return files;
}

export class BuildStylesheetPlugin {
  /** `entry`: the entrypoint the build's pages start from (a remote's container); all of them when omitted. */
  constructor(private readonly entry?: string) {}

  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap(pluginName, (compilation) => {
      // After the CSS is minimised (OPTIMIZE_SIZE), before the federation manifest is written (OPTIMIZE_TRANSFER).
      const stage = rspack.Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE;
      compilation.hooks.processAssets.tap({ name: pluginName, stage }, () => {
        const starts = this.entry
          ? [compilation.entrypoints.get(this.entry)].filter((group) => group !== undefined)
          : [...compilation.entrypoints.values()];
        if (this.entry && starts.length === 0) throw new Error(`${pluginName}: no entrypoint ${this.entry}`);
        const files = cssFilesFrom(compilation, starts);
        if (files.length === 0) return;
        const css = files.map((file) => compilation.getAsset(file)!.source.source().toString().trimEnd()).join('\n');
        const name = `styles.${createHash('sha256').update(css).digest('hex').slice(0, 8)}.css`;
        compilation.emitAsset(name, new rspack.sources.RawSource(`${css}\n`), { immutable: true });
        stylesheets.set(compilation, name);
      });
    });
  }
}

/** The stylesheet this compilation wrote, if it wrote one. */
export const buildStylesheetOf = (compilation: Compilation): string | undefined => stylesheets.get(compilation);

/** The federation plugin's `manifest.additionalData`: names the build's stylesheet in mf-manifest.json. */
export function recordBuildStylesheet({ stats, compilation }: { stats: { metaData: object }; compilation: Compilation }): void {
  const name = stylesheets.get(compilation);
  if (name) Object.assign(stats.metaData, { [stylesheetField]: name });
}
