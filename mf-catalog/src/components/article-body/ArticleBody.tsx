import { useEffect, useMemo, useRef } from 'react';
import { useNavigate } from 'react-router';
import { ShopImage, useHydrated } from '@shop/shared/ui';
import { classifyLink } from '../../lib/links';
import { sanitizeArticle } from './sanitize';
import * as styles from './article-body.module.css';

interface ArticleBodyProps {
  /** The article's HTML from the API. */
  html: string;
  /** The title the page shows above: an opening heading repeating it is left out. */
  title: string;
  /** The cover picture ('' for none), shown above the body once, wherever the article also put it. */
  cover: string;
  coverClassName?: string;
}

/**
 * An article's cover and HTML, sanitised before it reaches the DOM. Links to pages of this shop move inside
 * the app (no reload); links to other sites open in a new tab (set by the sanitiser). The sanitiser (DOMPurify)
 * needs the browser's DOM, so a server-rendered article page gets its body once hydrated, never unsanitised.
 */
export function ArticleBody({ html, title, cover, coverClassName }: ArticleBodyProps) {
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const sanitized = useMemo(
    () => (hydrated ? sanitizeArticle(html, { title, cover }) : undefined),
    [hydrated, html, title, cover],
  );
  const container = useRef<HTMLDivElement>(null);

  // Delegated from the container: the links are the article's own HTML, not React elements. Enter on a
  // link is a click too, so keyboard users get the same in-app navigation.
  useEffect(() => {
    const root = container.current;
    if (!root) return;
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
        return;
      const anchor = (event.target as Element).closest?.('a');
      if (!anchor || anchor.target === '_blank' || anchor.hasAttribute('download')) return;
      const target = classifyLink(anchor.getAttribute('href'));
      if (target.kind !== 'internal') return;
      event.preventDefault();
      navigate(target.to);
    };
    root.addEventListener('click', onClick);
    return () => root.removeEventListener('click', onClick);
    // Once hydrated, the body is a new element.
  }, [navigate, hydrated]);

  if (!sanitized) return <div className={styles.body} data-testid="article-body" aria-busy="true" />;
  const { html: safeHtml, coverInBody } = sanitized;
  return (
    <>
      {cover && !coverInBody && (
        <ShopImage className={coverClassName} src={cover} alt="" width={640} height={360} priority data-testid="article-cover" />
      )}
      <div ref={container} className={styles.body} data-testid="article-body" dangerouslySetInnerHTML={{ __html: safeHtml }} />
    </>
  );
}
