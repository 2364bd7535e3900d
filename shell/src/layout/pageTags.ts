/**
 * Marks the head's tags the server wrote for the page it rendered (link preview, rating, JSON-LD): they describe
 * that page only, so the browser drops them once the shopper moves to another.
 */
export const pageTagAttribute = 'data-page-tag';

/** Drops the tags written for the page the document was served for. */
export function dropServedPageTags(): void {
  for (const tag of document.head.querySelectorAll(`[${pageTagAttribute}]`)) tag.remove();
}
