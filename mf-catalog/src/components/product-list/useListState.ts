import { useCallback, useMemo } from 'react';
import { useSearchParams, type To } from 'react-router';
import { readListState, writeListState, type ListOptions, type ListState } from './listQuery';

export interface ListStateControls {
  state: ListState;
  /** Where the list would be after `change` (for links: pages, filters). */
  hrefFor: (change: Partial<ListState>) => To;
  /** Goes there (a new history entry, so back undoes it), keeping the scroll position. */
  update: (change: Partial<ListState>) => void;
}

/** Sort, availability and page of a product list, kept in the URL query. */
export function useListState(options: ListOptions): ListStateControls {
  const [params, setParams] = useSearchParams();
  const { sorts } = options;
  const state = useMemo(() => readListState(params, { sorts }), [params, sorts]);
  const hrefFor = useCallback(
    (change: Partial<ListState>): To => {
      const search = writeListState(params, change, { sorts }).toString();
      return { search: search ? `?${search}` : '' };
    },
    [params, sorts],
  );
  const update = useCallback(
    (change: Partial<ListState>) => setParams(writeListState(params, change, { sorts }), { preventScrollReset: true }),
    [params, setParams, sorts],
  );
  return { state, hrefFor, update };
}
