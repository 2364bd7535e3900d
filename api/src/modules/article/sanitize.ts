import DOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';
import { articleAllowedAttributes, articleAllowedTags, articleAllowedUri } from '@shop/shared/format';

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
  return instance().sanitize(html, {
    ALLOWED_TAGS: [...articleAllowedTags],
    ALLOWED_ATTR: [...articleAllowedAttributes],
    ALLOWED_URI_REGEXP: articleAllowedUri,
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    ALLOW_UNKNOWN_PROTOCOLS: false,
    WHOLE_DOCUMENT: false,
  });
}
