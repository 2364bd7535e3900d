/**
 * The shell's server bundle (dist/server/render.cjs): what the server running the shop calls for every document
 * (its contract: contract.ts). The dynamic import is Module Federation's async boundary, as in the browser's
 * index.ts: shared singletons are negotiated before any of them is imported.
 */
import type { DocumentHandler, DocumentSetup } from './contract';

export function createDocumentHandler(setup: DocumentSetup): DocumentHandler {
  const handler = import('./handle-document').then((module) => module.createDocumentHandler(setup));
  return async (request, options) => (await handler)(request, options);
}
