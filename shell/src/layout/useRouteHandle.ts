import { useEffect } from 'react';
import { useLocation, useMatches } from 'react-router';
import { addCachedPage } from '@shop/shared/page-cache';
import { handleOf, type RouteHandle } from '@shop/shared/routing';

/** The handles of the current matches, outermost first. */
export function useRouteHandles(): RouteHandle[] {
  return useMatches()
    .map((match) => handleOf(match))
    .filter((handle): handle is RouteHandle => handle !== undefined);
}

/** The innermost route's handle: the page being shown. */
export function usePageHandle(): RouteHandle | undefined {
  const handles = useRouteHandles();
  return handles[handles.length - 1];
}

/**
 * SPEC §4: a cache-enabled route adds its keep name to the cached pages list on every visit, so a list
 * visited again after the cache was cleared (nav click, search) keeps its data once more.
 */
export function useRegisterCachedPage(): void {
  const name = usePageHandle()?.cache;
  const { key } = useLocation();
  useEffect(() => {
    if (name) addCachedPage(name);
  }, [name, key]);
}
