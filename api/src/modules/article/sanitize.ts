import DOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';
import { articleSanitizeOptions } from '@shop/shared/format';

// An article body from the console is sanitised before it is stored, with the shop front end's library and
// allow-list (DOMPurify; shared/src/format/article-html.ts): what the API serves can run no script even in a
// client that trusts it.

let purifier: ReturnType<typeof DOMPurify> | undefined;

function instance() {
  purifier ??= DOMPurify(new JSDOM('').window as unknown as Window & typeof globalThis);
  return purifier;
}

/** `html` with only the allowed tags and attributes: no script, frames, styles, event handlers or javascript: URLs. */
export function sanitizeArticleBody(html: string): string {
  return instance().sanitize(html, articleSanitizeOptions());
}
