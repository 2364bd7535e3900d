/**
 * The shell's server bundle (dist/server/render.cjs): what the document server calls to render a page's first
 * screen. The dynamic import is Module Federation's async boundary, as in the browser's index.ts: shared
 * singletons are negotiated before any of them is imported.
 */
import type { RenderRequest, RenderResult } from './render';

export type { RenderRequest, RenderResult, ApiInject } from './render';

export function renderPage(request: RenderRequest): Promise<RenderResult> {
  return import('./render').then(({ renderPage: render }) => render(request));
}
