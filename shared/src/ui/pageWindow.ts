/** One slot of a pager: a page number, or a gap standing for the pages left out. */
export type PagerSlot = { type: 'page'; page: number } | { type: 'gap'; key: 'start' | 'end' };

/**
 * The page numbers a pager shows: always the first and the last page, the current page with `siblings`
 * neighbours on each side, and a gap (…) wherever pages are left out. The number of slots stays the same
 * while the shopper pages through (2 × siblings + 5 once there are that many pages), so the pager never
 * changes width under the pointer. A gap never stands for a single page: that page is shown instead.
 */
export function pageWindow(current: number, totalPages: number, siblings = 1): PagerSlot[] {
  const total = Math.max(0, Math.floor(totalPages));
  if (total === 0) return [];
  const page = Math.min(Math.max(1, Math.floor(current) || 1), total);
  const slots = 2 * siblings + 5;
  const pages = (from: number, to: number): PagerSlot[] =>
    Array.from({ length: to - from + 1 }, (_, index) => ({ type: 'page', page: from + index }));

  if (total <= slots) return pages(1, total);
  // Slots beside the first or the last page that are not gaps: the current page, its siblings, one more.
  const edgeRun = slots - 2;
  if (page <= edgeRun - siblings) return [...pages(1, edgeRun), { type: 'gap', key: 'end' }, ...pages(total, total)];
  if (page >= total - edgeRun + 1 + siblings)
    return [...pages(1, 1), { type: 'gap', key: 'start' }, ...pages(total - edgeRun + 1, total)];
  return [
    ...pages(1, 1),
    { type: 'gap', key: 'start' },
    ...pages(page - siblings, page + siblings),
    { type: 'gap', key: 'end' },
    ...pages(total, total),
  ];
}

/** How many pages `total` items fill at `pageSize` a page. */
export function pageCount(total: number, pageSize: number): number {
  return total > 0 && pageSize > 0 ? Math.ceil(total / pageSize) : 0;
}
