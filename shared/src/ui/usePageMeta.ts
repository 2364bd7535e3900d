import { useEffect } from 'react';
import { $pageMeta, useRenderScope, type PageMeta } from '@shop/shared/stores';

/**
 * A page names itself for the document (`<title>`, description) once it knows what it shows; undefined while
 * it loads. Cleared when the page unmounts, so the next page starts from its route's title.
 */
export function usePageMeta(meta: PageMeta | undefined): void {
  const title = meta?.title;
  const description = meta?.description;
  // A server render runs no effects: the page tells its render's scope, from which the document's head is written.
  const scope = useRenderScope();
  if (scope && (title || description)) scope.meta.set({ title, description });
  useEffect(() => {
    $pageMeta.set(title || description ? { title, description } : {});
    return () => $pageMeta.set({});
  }, [title, description]);
}
