/**
 * A member list's place as the address keeps it: `?status=…&page=…`, so each tab and page has its own URL (the
 * back button, a reload and a shared link land on the same one). `statuses` are the tabs after `all`, which is the
 * absence of a filter.
 */
export interface ListPlace<S extends string> {
  status: S | 'all';
  page: number;
}

/** The largest page number the API accepts. */
const maxPage = 100_000;

/** Reads the place from the query; anything unknown or malformed is the default (all, page 1). */
export function readListPlace<S extends string>(params: URLSearchParams, statuses: readonly S[]): ListPlace<S> {
  const status = statuses.find((value) => value === params.get('status')) ?? 'all';
  const page = Number(params.get('page'));
  return { status, page: Number.isInteger(page) && page >= 1 ? Math.min(page, maxPage) : 1 };
}

/**
 * The query after a change: defaults are left out, so every place has one URL, and another status starts again
 * at page 1. Other parameters are kept.
 */
export function writeListPlace<S extends string>(
  params: URLSearchParams,
  statuses: readonly S[],
  change: Partial<ListPlace<S>>,
): string {
  const current = readListPlace(params, statuses);
  const place = { ...current, ...change };
  if (change.page === undefined && place.status !== current.status) place.page = 1;
  const next = new URLSearchParams(params);
  if (place.status === 'all') next.delete('status');
  else next.set('status', place.status);
  if (place.page === 1) next.delete('page');
  else next.set('page', String(place.page));
  const search = next.toString();
  return search ? `?${search}` : '';
}
