import { useMatches } from 'react-router';
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
