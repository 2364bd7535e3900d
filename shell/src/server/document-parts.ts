/**
 * The parts of the shell's build a document names (`document.json`, written by build/document-parts.ts): its entry
 * scripts, stylesheet and the head's inline style and script. Read again when the build rewrites it, so a document
 * never names the files of a build that is gone.
 */
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';

export interface DocumentParts {
  scripts: string[];
  stylesheet?: string;
  bootStyle: string;
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
