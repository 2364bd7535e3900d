import type { ProductListQuery } from '@shop/shared/contract';
import { readPage } from '../../lib/paging';

/** Products per page: six rows of four on a desktop, twelve of two on a phone. */
export const listPageSize = 24;

export const listSorts = ['newest', 'price_asc', 'price_desc', 'popular'] as const;
export const searchSorts = ['relevance', ...listSorts] as const;
export type ListSort = (typeof searchSorts)[number];

/** What the availability filter offers; `all` is the absence of a filter. */
export const availabilityFilters = ['all', 'available', 'pre_order', 'sold_out'] as const;
export type AvailabilityFilter = (typeof availabilityFilters)[number];

/** A list's state as kept in the URL query: `?sort=…&availability=…&page=…`. */
export interface ListState {
  sort: ListSort;
  availability: AvailabilityFilter;
  page: number;
}

export interface ListOptions {
  /** The sorts this list offers; the first is the default and is left out of the URL. */
  sorts: readonly ListSort[];
}

/** Reads the list state from the query; anything unknown or malformed falls back to the default. */
export function readListState(params: URLSearchParams, { sorts }: ListOptions): ListState {
  const sort = params.get('sort');
  const availability = params.get('availability');
  return {
    sort: sorts.find((value) => value === sort) ?? sorts[0]!,
    availability: availabilityFilters.find((value) => value === availability) ?? 'all',
    page: readPage(params),
  };
}

/**
 * The query after a change of the list state. Other parameters (the search keyword) stay; defaults are
 * dropped so every list state has one URL; a new sort or filter starts again at page 1.
 */
export function writeListState(params: URLSearchParams, change: Partial<ListState>, { sorts }: ListOptions): URLSearchParams {
  const next = new URLSearchParams(params);
  const current = readListState(params, { sorts });
  const state: ListState = { ...current, ...change };
  if (change.page === undefined && (state.sort !== current.sort || state.availability !== current.availability)) state.page = 1;
  const set = (name: string, value: string | number, fallback: string | number) => {
    if (value === fallback) next.delete(name);
    else next.set(name, String(value));
  };
  set('sort', state.sort, sorts[0]!);
  set('availability', state.availability, 'all');
  set('page', state.page, 1);
  return next;
}

/** The API query for a list state, on top of what selects the list (category, keyword). */
export function toProductQuery(base: ProductListQuery, state: ListState): ProductListQuery {
  return {
    ...base,
    sort: state.sort,
    ...(state.availability === 'all' ? {} : { availability: state.availability }),
    page: state.page,
    page_size: listPageSize,
  };
}

/** A stable text naming an API query, for the page cache. */
export function queryKey(query: ProductListQuery): string {
  return Object.entries(query)
    .filter(([, value]) => value !== undefined)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, value]) => `${name}=${String(value)}`)
    .join('&');
}
