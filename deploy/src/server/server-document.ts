/**
 * The shell's document with a server-rendered page in it: the page's HTML inside #root (marked, so the shell
 * hydrates it instead of rendering anew), its title, description and robots in the head, the stylesheets its
 * HTML needs linked up front (in the browser they come with the JS chunks, which a server-rendered page must
 * not wait for), and the state it was rendered with as a JSON data block the shell hydrates from.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { hydrationStateElementId, serverRenderedAttribute } from '@shop/shared/manifest';
import type { ServerRenderResult } from './server-render.js';

type Rendered = Extract<ServerRenderResult, { rendered: true }>;

const text = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const attribute = (value: string) => text(value).replace(/"/g, '&quot;');
/** `</script>` or `<!--` inside the JSON must not end the data block early. */
const jsonForHtml = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** One file per content hash: the same CSS emitted into several chunks is linked once. */
export function uniqueStylesheets(files: string[]): string[] {
  const seen = new Set<string>();
  return files.filter((file) => {
    const hash = /\.([0-9a-f]{8})\.css$/.exec(file)?.[1] ?? file;
    if (seen.has(hash)) return false;
    seen.add(hash);
    return true;
  });
}

/**
 * The shell's stylesheet (the header, footer and frame of every page), as a site path: the one file of all its CSS
 * its build names in mf-manifest.json (build/build-stylesheet.ts); its CSS files, without it.
 */
export async function shellStylesheets(shellDir: string): Promise<string[]> {
  const manifest = await readFile(path.join(shellDir, 'mf-manifest.json'), 'utf8').catch(() => undefined);
  const stylesheet = manifest && (JSON.parse(manifest) as { metaData?: { stylesheet?: string } }).metaData?.stylesheet;
  if (stylesheet) return [`/${stylesheet}`];
  const files = await readdir(shellDir).catch(() => [] as string[]);
  return uniqueStylesheets(files.filter((file) => file.endsWith('.css')).sort()).map((file) => `/${file}`);
}

/** The boot screen inside #root, up to the `<noscript>` note that follows it in the shell's index.html. */
const bootScreen = /<div id="root">[\s\S]*?(?=<noscript>)/;

/** The document with the page in it; undefined when the shell's index.html does not have the expected shape. */
export function serverRenderedDocument(html: string, page: Rendered, stylesheets: string[]): string | undefined {
  if (!bootScreen.test(html) || !html.includes('</head>') || !html.includes('</body>')) return undefined;
  // React puts the resources it hoists (an LCP image's preload, say) first; in a fragment they belong in the head.
  const [, hoisted = '', body = page.html] = /^((?:<link[^>]*>)*)([\s\S]*)$/.exec(page.html) ?? [];
  const head = [
    hoisted,
    ...stylesheets.map((href) => `<link rel="stylesheet" href="${attribute(href)}">`),
    ...(page.head.noindex ? ['<meta name="robots" content="noindex">'] : []),
  ].join('');
  const state = `<script type="application/json" id="${hydrationStateElementId}">${jsonForHtml(page.state)}</script>`;
  return html
    .replace(/<title>[^<]*<\/title>/, () => `<title>${text(page.head.title)}</title>`)
    .replace(
      /<meta name="description" content="[^"]*"\s*\/?>/,
      () => `<meta name="description" content="${attribute(page.head.description)}">`,
    )
    .replace('</head>', () => `${head}</head>`)
    .replace(bootScreen, () => `<div id="root" ${serverRenderedAttribute}>${body}</div>`)
    .replace('</body>', () => `${state}</body>`);
}
