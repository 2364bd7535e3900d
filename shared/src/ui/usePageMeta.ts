import { useEffect } from 'react';
import { $pageMeta, type PageMeta } from '@shop/shared/stores';

/**
 * A page names itself for the document (`<title>`, description) once it knows what it shows; undefined while
 * it loads. Cleared when the page unmounts, so the next page starts from its route's title.
 */
export function usePageMeta(meta: PageMeta | undefined): void {
  const title = meta?.title;
  const description = meta?.description;
  // A server render runs no effects: the shell's server render reads what the page rendered with right after
  // it (one render at a time per process), and puts it into the document's head.
  if (typeof window === 'undefined' && (title || description)) $pageMeta.set({ title, description });
  useEffect(() => {
    $pageMeta.set(title || description ? { title, description } : {});
    return () => $pageMeta.set({});
  }, [title, description]);
}
