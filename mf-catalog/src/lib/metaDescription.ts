/**
 * Search engines show about 150 characters of a page's description (fewer in CJK, which is wider), and link
 * previews fewer still: a longer text would be cut by them mid-word.
 */
const maxLength = 150;

/**
 * An item's own text (a product's plain-text description, a theme's description, an article's summary) as a
 * meta description: one line, whitespace collapsed, cut after a word or sentence mark with an ellipsis when
 * it is too long. Empty when the item has no text, so the caller can fall back to a sentence of its own.
 */
export function metaDescription(text: string | null | undefined): string {
  const line = (text ?? '').replace(/\s+/g, ' ').trim();
  if (line.length <= maxLength) return line;
  const cut = line.slice(0, maxLength - 1);
  // Latin text breaks at a space; Chinese has none, so it breaks after a punctuation mark, or anywhere.
  const breakAt = Math.max(
    cut.lastIndexOf(' '),
    ...['。', '，', '、', '；', '！', '？'].map((mark) => cut.lastIndexOf(mark) + 1),
  );
  return `${(breakAt > maxLength / 2 ? cut.slice(0, breakAt) : cut).replace(/[\s,.;:，。、；：]+$/, '')}…`;
}
