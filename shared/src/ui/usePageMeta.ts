import { useEffect, useMemo } from 'react';
import { $pageMeta, useRenderScope, type PageMeta } from '@shop/shared/stores';

/**
 * A page names itself for the document (`<title>`, description, link preview, structured data) once it knows what
 * it shows; undefined while it loads. Cleared when the page unmounts, so the next page starts from its route's title.
 */
export function usePageMeta(meta: PageMeta | undefined): void {
  // Pages build the object on every render: its content, not its identity, says when it changed.
  const key = meta && Object.values(meta).some((value) => value !== undefined) ? JSON.stringify(meta) : '';
  const stable = useMemo<PageMeta>(() => (key ? (JSON.parse(key) as PageMeta) : {}), [key]);
  // A server render runs no effects: the page tells its render's scope, from which the document's head is written.
  const scope = useRenderScope();
  if (scope && key) scope.meta.set(stable);
  useEffect(() => {
    $pageMeta.set(stable);
    return () => $pageMeta.set({});
  }, [stable]);
}
