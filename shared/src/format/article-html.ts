// What an article's HTML may hold: one allow-list for the API, which sanitises what the console stores, and the
// shop's front end, which sanitises again before rendering (DOMPurify in both).

/**
 * The article HTML a shopper may see. An allow-list: whatever is not named here is removed (its text kept,
 * except for script, style, iframe, svg and the like, whose content goes too).
 * No forms, frames, objects, SVG/MathML, media, style sheets or `<base>`/`<meta>`.
 */
const articleAllowedTags: readonly string[] = [
  'p',
  // Kept so its text stays a heading; the shop's page turns it into an h2 (the page has the one h1).
  'h1',
  'br',
  'hr',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'small',
  'sub',
  'sup',
  'mark',
  'span',
  'div',
  'blockquote',
  'pre',
  'code',
  'ul',
  'ol',
  'li',
  'dl',
  'dt',
  'dd',
  'a',
  'img',
  'figure',
  'figcaption',
  'table',
  'caption',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
];

/**
 * No event handlers, no `style` (overlays, hidden text, url() fetches), no `class`/`id`/`name` (our own CSS
 * classes or DOM clobbering), no `target`/`rel` from the source (set below), no `srcset`, no data-/aria-.
 */
const articleAllowedAttributes: readonly string[] = [
  'href',
  'title',
  'src',
  'alt',
  'width',
  'height',
  'colspan',
  'rowspan',
  'scope',
  'start',
  'reversed',
  'lang',
  'dir',
];

/** URL schemes a link may use: http(s), mail, phone, and scheme-less (relative) addresses. */
const articleAllowedUri = /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;

/**
 * DOMPurify's settings for an article body, for whichever DOMPurify instance runs them (jsdom's in the API, the
 * browser's in the shop and the console): the allow-lists above, no data-/aria- attributes, no unknown schemes.
 */
export function articleSanitizeOptions() {
  return {
    ALLOWED_TAGS: [...articleAllowedTags],
    ALLOWED_ATTR: [...articleAllowedAttributes],
    ALLOWED_URI_REGEXP: articleAllowedUri,
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    ALLOW_UNKNOWN_PROTOCOLS: false,
    WHOLE_DOCUMENT: false,
  };
}
