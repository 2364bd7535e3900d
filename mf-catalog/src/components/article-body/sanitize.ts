import DOMPurify from 'dompurify';
import { toWebp } from '@shop/shared/format';
import { classifyLink } from '../../lib/links';
import { demoteTopHeadings, dropRepeatedCover, dropRepeatedTitle, type ArticleFrame } from './repeats';

/**
 * The article HTML a shopper may see. An allow-list: whatever is not named here is removed (its text kept,
 * except for script, style, iframe, svg and the like, whose content goes too).
 * No forms, frames, objects, SVG/MathML, media, style sheets or `<base>`/`<meta>`.
 */
const allowedTags = [
  'p',
  // Kept so its text stays a heading; turned into an h2 below (the page has the one h1).
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
const allowedAttributes = [
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
const allowedUri = /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;

/** An image address we load: http(s) or a path on this site. Not data:, blob: or anything else. */
const loadableImage = /^(?:https?:\/\/|\/(?![/\\])|[^:/?#]+(?:[/?#]|$))/i;

let origin = '';
let purifier: ReturnType<typeof DOMPurify> | undefined;

/** Our own DOMPurify instance, so these hooks never leak into another caller's sanitising. */
function instance(): ReturnType<typeof DOMPurify> {
  if (purifier) return purifier;
  const purify = DOMPurify(window);
  purify.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName === 'A') {
      const href = node.getAttribute('href');
      if (href && classifyLink(href, origin).kind === 'external') {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      }
    } else if (node.nodeName === 'IMG') {
      const src = (node.getAttribute('src') ?? '').trim();
      if (!loadableImage.test(src)) {
        node.remove();
        return;
      }
      // Our own pictures exist as WebP too (SPEC §5); another host's may not, so those stay as they are.
      if (classifyLink(src, origin).kind === 'internal' || !/^https?:/i.test(src)) node.setAttribute('src', toWebp(src));
      node.setAttribute('loading', 'lazy');
      node.setAttribute('decoding', 'async');
    }
  });
  purifier = purify;
  return purify;
}

const currentOrigin = () => (typeof location === 'undefined' ? '' : location.origin);

export interface SanitisedArticle {
  /** The body's HTML, safe to render. */
  html: string;
  /** The body keeps a captioned copy of the cover, so the page leaves out its own. */
  coverInBody: boolean;
}

/**
 * Makes an article's HTML (from the API, written in a CMS) safe to render with `dangerouslySetInnerHTML`:
 * nothing in it can run script, load a frame or object, submit a form or restyle the page. Safe formatting
 * stays: paragraphs, headings, lists, tables, quotes, links and images. Links to other sites open in a new
 * tab with `rel="noopener noreferrer"`; this shop's images are asked for as WebP and load lazily.
 *
 * With the page's `frame`, an opening heading that repeats the title and copies of the cover are left out
 * (see repeats.ts). They are removed from the sanitised tree, which is then serialised once, as DOMPurify
 * itself does: no second parse that could change what was checked.
 */
export function sanitizeArticle(
  html: string,
  frame: ArticleFrame = { title: '', cover: '' },
  pageOrigin: string = currentOrigin(),
): SanitisedArticle {
  origin = pageOrigin;
  const body = instance().sanitize(html, {
    ALLOWED_TAGS: allowedTags,
    ALLOWED_ATTR: allowedAttributes,
    ALLOWED_URI_REGEXP: allowedUri,
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    ALLOW_UNKNOWN_PROTOCOLS: false,
    WHOLE_DOCUMENT: false,
    RETURN_DOM: true,
  }) as HTMLElement | null;
  if (!body) return { html: '', coverInBody: false };
  dropRepeatedTitle(body, frame.title);
  const coverInBody = dropRepeatedCover(body, frame.cover, pageOrigin);
  demoteTopHeadings(body);
  return { html: body.innerHTML, coverInBody };
}

/** An article's HTML made safe, as it is (no page around it to repeat). */
export function sanitizeArticleHtml(html: string, pageOrigin: string = currentOrigin()): string {
  return sanitizeArticle(html, undefined, pageOrigin).html;
}
