/**
 * An article body as the shop will show it: sanitised with the shop's own allow-lists (@shop/shared/format, used by
 * the API before storing and by the shop before rendering), so what the preview shows is what shoppers get.
 */
import DOMPurify from 'dompurify';
import { articleAllowedAttributes, articleAllowedTags, articleAllowedUri } from '@shop/shared/format';

export function previewHtml(html: string): string {
  return DOMPurify.sanitize(html, {
    ALLOWED_TAGS: [...articleAllowedTags],
    ALLOWED_ATTR: [...articleAllowedAttributes],
    ALLOWED_URI_REGEXP: articleAllowedUri,
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    ALLOW_UNKNOWN_PROTOCOLS: false,
  });
}
