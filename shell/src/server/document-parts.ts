/**
 * The parts of the shell's build a document names (`document.json`, written by build/document-parts.ts): its entry
 * scripts, stylesheet and the head's inline style and script. Read again when the build rewrites it, so a document
 * never names the files of a build that is gone.
 */
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';

/** The shape of `document.json`, which build/document-parts.ts writes. */
export interface DocumentParts {
  /** The entry's scripts, as site paths, in the order they run. */
  scripts: string[];
  /** The build's one stylesheet (build/build-stylesheet.ts), as a site path. */
  stylesheet?: string;
  /** The boot screen's CSS, inline so it paints before anything has loaded. */
  bootStyle: string;
  /** The inline script of the head (build/inline-script.ts). */
  inlineScript: string;
}

let cached: { file: string; mtimeMs: number; parts: Promise<DocumentParts> } | undefined;

/** The parts of the build in `shellDir`; rejects when the shell is not built. */
export async function documentParts(shellDir: string): Promise<DocumentParts> {
  const file = path.join(shellDir, 'document.json');
  const { mtimeMs } = await stat(file);
  if (cached?.file !== file || cached.mtimeMs !== mtimeMs) {
    cached = { file, mtimeMs, parts: readFile(file, 'utf8').then((text) => JSON.parse(text) as DocumentParts) };
  }
  return cached.parts;
}
