import { Link, type To } from 'react-router';
import { useTranslation } from 'react-i18next';
import { uiNamespace } from './namespace';
import { pageWindow } from './pageWindow';
import * as styles from './pager.module.css';

interface PagerProps {
  page: number;
  totalPages: number;
  /** Where page `n` lives (usually the same path with `?page=n`). */
  hrefFor: (page: number) => To;
  /** Accessible name of the navigation landmark; defaults to "Pages". */
  label?: string;
}

/**
 * Numbered paging as plain links: each page has its own URL (shareable, back button works, crawlable),
 * the current page is marked with aria-current, and previous / next sit at both ends.
 */
export function Pager({ page, totalPages, hrefFor, label }: PagerProps) {
  const { t } = useTranslation(uiNamespace);
  if (totalPages <= 1) return null;
  const current = Math.min(Math.max(1, page), totalPages);
  const edge = (target: number, text: string, rel: 'prev' | 'next', disabled: boolean) =>
    disabled ? (
      <span className={styles.step} aria-disabled="true">
        {text}
      </span>
    ) : (
      <Link className={styles.step} to={hrefFor(target)} rel={rel}>
        {text}
      </Link>
    );

  return (
    <nav className={styles.pager} aria-label={label ?? t('pager.label')} data-testid="pager">
      {edge(current - 1, t('pager.previous'), 'prev', current <= 1)}
      <ol className={styles.pages}>
        {pageWindow(current, totalPages).map((slot) =>
          slot.type === 'gap' ? (
            <li key={`gap-${slot.key}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={slot.page}>
              <Link
                className={styles.page}
                to={hrefFor(slot.page)}
                aria-current={slot.page === current ? 'page' : undefined}
                aria-label={t('pager.page', { page: slot.page })}
              >
                {slot.page}
              </Link>
            </li>
          ),
        )}
      </ol>
      {edge(current + 1, t('pager.next'), 'next', current >= totalPages)}
    </nav>
  );
}
