import DOMPurify from 'dompurify';
import { articleSanitizeOptions, toWebp } from '@shop/shared/format';
import { classifyLink } from '../../lib/links';
import { demoteTopHeadings, dropRepeatedCover, dropRepeatedTitle, type ArticleFrame } from './repeats';

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
    ...articleSanitizeOptions(),
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
