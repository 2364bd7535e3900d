import { useMemo, type MouseEvent } from 'react';
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

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = (event.target as Element).closest?.('a');
    if (!anchor || anchor.target === '_blank' || anchor.hasAttribute('download')) return;
    const target = classifyLink(anchor.getAttribute('href'));
    if (target.kind !== 'internal') return;
    event.preventDefault();
    navigate(target.to);
  };

  return (
    // The handler only routes activations of the links inside (Enter on a link is a click too).
    <div className={styles.body} data-testid="article-body" onClick={onClick} dangerouslySetInnerHTML={{ __html: safeHtml }} />
  );
}
