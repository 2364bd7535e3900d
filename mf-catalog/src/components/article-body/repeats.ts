/**
 * An article's HTML is written in a CMS for pages of its own: it often opens with the article's title as a
 * heading and shows the cover picture, which the news page already shows above it. These helpers find those
 * repeats in the sanitised tree so each is shown once.
 */

export interface ArticleFrame {
  /** The title the page shows as its h1. */
  title: string;
  /** The cover picture the page shows above the body ('' for none). */
  cover: string;
}

/** Headings, images and empty wrappers are compared by what a reader sees, not by their markup. */
const headingSelector = 'h1, h2, h3, h4, h5, h6';

/** Letters and digits only, full-width forms folded: "Spring ｜ Star Sea" and "spring | star sea!" are one title. */
function comparableText(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\s\p{P}\p{S}]+/gu, '');
}

/**
 * One picture, whatever form its address takes: the same path on the same host, without the query (a size
 * or cache parameter) and without the file type (this shop serves each picture as JPEG and as WebP).
 */
export function pictureKey(src: string, origin: string): string {
  try {
    const url = new URL(src.trim(), origin || 'http://local.invalid');
    return `${url.host}${decodeURI(url.pathname).replace(/\.(?:jpe?g|png|gif|webp|avif)$/i, '')}`.toLowerCase();
  } catch {
    return src.trim().toLowerCase();
  }
}

/** Whether any text a reader would see comes before `element` in the article. */
function hasTextBefore(root: Element, element: Element): boolean {
  const walker = root.ownerDocument.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (element.contains(node)) return false;
    if (node.textContent?.trim()) return true;
  }
  return false;
}

/** Removes `element`, then each ancestor that is left holding nothing to see (a `<p>`, `<figure>` or link around it). */
function removeWithEmptyWrappers(root: Element, element: Element): void {
  let node: Element = element;
  while (node.parentElement && node.parentElement !== root) {
    const parent: Element = node.parentElement;
    const othersShowSomething = Array.from(parent.childNodes).some(
      (child) =>
        child !== node &&
        (child.nodeType === Node.TEXT_NODE ? Boolean(child.textContent?.trim()) : child.nodeType === Node.ELEMENT_NODE),
    );
    if (othersShowSomething) break;
    node = parent;
  }
  node.remove();
}

/** The opening heading, when it says the title again (no text before it; a picture may come first). */
export function dropRepeatedTitle(root: Element, title: string): void {
  const wanted = comparableText(title);
  const heading = root.querySelector(headingSelector);
  if (!wanted || !heading || hasTextBefore(root, heading)) return;
  if (comparableText(heading.textContent ?? '') === wanted) removeWithEmptyWrappers(root, heading);
}

/**
 * The body's copies of the cover. A copy with a caption stays (its caption would lose its picture) and the
 * page leaves out its own cover instead; other copies go. Returns whether the body keeps the cover.
 */
export function dropRepeatedCover(root: Element, cover: string, origin: string): boolean {
  if (!cover.trim()) return false;
  const key = pictureKey(cover, origin);
  const copies = Array.from(root.querySelectorAll('img')).filter(
    (image) => pictureKey(image.getAttribute('src') ?? '', origin) === key,
  );
  const captioned = copies.find((image) => image.closest('figure')?.querySelector('figcaption'));
  for (const image of copies) if (image !== captioned) removeWithEmptyWrappers(root, image);
  return captioned !== undefined;
}

/**
 * The page has the one h1; the article's own h1s (a CMS puts the title in one) become the next level down,
 * keeping their text.
 */
export function demoteTopHeadings(root: Element): void {
  for (const heading of Array.from(root.querySelectorAll('h1'))) {
    const replacement = root.ownerDocument.createElement('h2');
    replacement.append(...Array.from(heading.childNodes));
    heading.replaceWith(replacement);
  }
}
