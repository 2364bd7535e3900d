import type { KujiListQuery } from '@shop/shared/contract';

/** Campaigns per page: three rows of four on a desktop, six of two on a phone. */
export const kujiPageSize = 12;

/** The status tabs; `all` is the absence of a filter. */
export const statusFilters = ['all', 'on_sale', 'upcoming', 'sold_out', 'ended'] as const;
export type StatusFilter = (typeof statusFilters)[number];

/** The list as kept in the URL query: `?status=…&page=…`. */
export interface KujiListState {
  status: StatusFilter;
  page: number;
}

/** The largest page number the API accepts. */
const maxPage = 100_000;

/** Reads the list state from the query; anything unknown or malformed is the default (all, page 1). */
export function readListState(params: URLSearchParams): KujiListState {
  const status = statusFilters.find((value) => value === params.get('status')) ?? 'all';
  const page = Number(params.get('page'));
  return { status, page: Number.isInteger(page) && page >= 1 ? Math.min(page, maxPage) : 1 };
}

/**
 * The query after a change: defaults are left out, so every state has one URL, and another status starts
 * again at page 1.
 */
export function writeListState(params: URLSearchParams, change: Partial<KujiListState>): URLSearchParams {
  const current = readListState(params);
  const state = { ...current, ...change };
  if (change.page === undefined && state.status !== current.status) state.page = 1;
  const next = new URLSearchParams(params);
  if (state.status === 'all') next.delete('status');
  else next.set('status', state.status);
  if (state.page === 1) next.delete('page');
  else next.set('page', String(state.page));
  return next;
}

/** The API query for a list state. */
export function toKujiQuery(state: KujiListState): KujiListQuery {
  return {
    ...(state.status === 'all' ? {} : { status: state.status }),
    page: state.page,
    page_size: kujiPageSize,
  };
}
