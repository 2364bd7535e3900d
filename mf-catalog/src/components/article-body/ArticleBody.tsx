import { useEffect, useMemo, useRef } from 'react';
import { useNavigate } from 'react-router';
import { classifyLink } from '../../lib/links';
import { sanitizeArticleHtml } from './sanitize';
import * as styles from './article-body.module.css';

/**
 * An article's HTML, sanitised before it reaches the DOM. Links to pages of this shop move inside the app
 * (no reload); links to other sites open in a new tab (set by the sanitiser).
 */
export function ArticleBody({ html }: { html: string }) {
  const navigate = useNavigate();
  const safeHtml = useMemo(() => sanitizeArticleHtml(html), [html]);
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
  }, [navigate]);

  return (
    <div ref={container} className={styles.body} data-testid="article-body" dangerouslySetInnerHTML={{ __html: safeHtml }} />
  );
}
