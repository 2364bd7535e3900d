import type { To } from 'react-router';
import { ApiError } from '@shop/shared/transport';

/** The largest page number the API accepts. */
const maxPage = 100_000;

/** The `page` query parameter: a whole number from 1; anything else is page 1. */
export function readPage(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page >= 1 ? Math.min(page, maxPage) : 1;
}

/** The address of page `page` of the list being shown: same path, `?page=n` (nothing for page 1). */
export function pageHref(page: number): To {
  return { search: page > 1 ? `?page=${page}` : '' };
}

/** The shown range of a page of a list, 1-based: items `from` to `to` of `total`. */
export function pageRange(
  page: number,
  pageSize: number,
  shown: number,
  total: number,
): { from: number; to: number; total: number } {
  const from = shown > 0 ? (page - 1) * pageSize + 1 : 0;
  return { from, to: shown > 0 ? from + shown - 1 : 0, total };
}

/** A route parameter naming a record (`/theme/12`): a positive whole number, else null (no such page). */
export function parseId(value: string | undefined): number | null {
  if (!value || !/^[1-9]\d{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= 2_147_483_647 ? id : null;
}

/**
 * Runs a detail request, turning "no such record" (an invalid id, or a 404 from the API) into `null` so
 * the page can say so; every other failure is rethrown for the error state.
 */
export async function orNotFound<T>(id: number | null, load: (id: number) => Promise<T>): Promise<T | null> {
  if (id === null) return null;
  try {
    return await load(id);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}
