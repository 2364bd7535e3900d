/**
 * The stylesheets a server-rendered page links, as ONE file. In the browser a page's CSS comes with its JS
 * chunks; a server-rendered page needs it before its first paint, and two dozen small stylesheets (the shell's and
 * the remote's chunks) cost a phone on a slow network more round trips than their bytes. The files are concatenated
 * in the order given and served under a name derived from their names: the shell's files and a published version's
 * never change under the same name, so the result is immutable.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { IMMUTABLE } from './cache-policy.js';

export const PAGE_STYLES_PREFIX = '/page-styles/';

/** Enough for every live version pair with room for canaries; the oldest set is dropped first. */
const maxBundles = 64;

export interface PageStyles {
  /** The URL of one stylesheet holding `files` (site paths: the shell's `/x.css`, a version's `/remotes/…`). */
  bundle(files: string[]): Promise<string | undefined>;
}

export function registerPageStyles(app: FastifyInstance, dirs: { shellDir: string; publishDir: string }): PageStyles {
  const bundles = new Map<string, Promise<Buffer | undefined>>();

  function fileOf(sitePath: string): string | undefined {
    if (sitePath.includes('..') || !sitePath.endsWith('.css')) return undefined;
    return sitePath.startsWith('/remotes/') ? path.join(dirs.publishDir, sitePath) : path.join(dirs.shellDir, sitePath);
  }

  async function concatenate(files: string[]): Promise<Buffer | undefined> {
    const parts: Buffer[] = [];
    for (const sitePath of files) {
      const file = fileOf(sitePath);
      const content = file ? await readFile(file).catch(() => undefined) : undefined;
      // A file that cannot be read: better the page's own chunks bring their styles than a partial bundle.
      if (!content) return undefined;
      parts.push(content, Buffer.from('\n'));
    }
    return Buffer.concat(parts);
  }

  app.get(`${PAGE_STYLES_PREFIX}:name`, async (request, reply) => {
    const name = (request.params as { name: string }).name;
    const css = name.endsWith('.css') ? await bundles.get(name.slice(0, -4)) : undefined;
    if (!css) return reply.callNotFound();
    return reply.header('cache-control', IMMUTABLE).type('text/css; charset=utf-8').send(css);
  });

  return {
    async bundle(files) {
      if (files.length === 0) return undefined;
      const key = createHash('sha256').update(files.join('\n')).digest('base64url').slice(0, 22);
      let css = bundles.get(key);
      if (!css) {
        css = concatenate(files);
        bundles.set(key, css);
        if (bundles.size > maxBundles) bundles.delete(bundles.keys().next().value!);
      }
      return (await css) ? `${PAGE_STYLES_PREFIX}${key}.css` : undefined;
    },
  };
}
