/**
 * An article body as the shop will show it: sanitised with the shop's own allow-lists (@shop/shared/format, used by
 * the API before storing and by the shop before rendering), so what the preview shows is what shoppers get.
 */
import DOMPurify from 'dompurify';
import { articleSanitizeOptions } from '@shop/shared/format';

export function previewHtml(html: string): string {
  return DOMPurify.sanitize(html, articleSanitizeOptions());
}
