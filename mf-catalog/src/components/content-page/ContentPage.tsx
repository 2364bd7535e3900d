import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@shop/shared/ui';
import { pageHref } from '../../lib/paging';
import { ns } from '../../namespace';
import '../catalog.css';
import './content-page.css';

/** The heading block of a content page (themes, news, lucky bags): the page's one h1 and an intro line. */
export function PageHead({ title, intro, children }: { title: ReactNode; intro?: ReactNode; children?: ReactNode }) {
  return (
    <header className="content-head">
      <h1 className="content-title">{title}</h1>
      {intro && <p className="content-intro">{intro}</p>}
      {children}
    </header>
  );
}

/** A list section's heading with the range shown (`13–24 of 36`). */
export function ListHead({ id, title, range }: { id: string; title: string; range?: { from: number; to: number; total: number } }) {
  const { t } = useTranslation(ns);
  return (
    <div className="catalog-heading-row content-list-head">
      <h2 id={id} className="content-list-title">
        {title}
      </h2>
      {range && range.total > 0 && range.from > 0 && (
        <p className="content-list-range" data-testid="list-range">
          {t('common.range', range)}
        </p>
      )}
    </div>
  );
}

/** What a detail page shows for an id that does not exist (or no longer does). */
export function ContentNotFound({ message, backTo, backText }: { message: string; backTo: string; backText: string }) {
  const { t } = useTranslation(ns);
  return (
    <section className="notice-page content-not-found" data-testid="content-not-found">
      <h1>{t('common.notFound')}</h1>
      <p>{message}</p>
      <p className="content-not-found-actions">
        <Link to={backTo} className="button">
          {backText}
        </Link>
        <Link to="/" className="button button-primary">
          {t('common.backHome')}
        </Link>
      </p>
    </section>
  );
}

/**
 * An empty page of a list: past its last page (a link back to page 1) when the list has items at all,
 * else `message`.
 */
export function ListEmpty({ total, message }: { total: number; message: string }) {
  const { t } = useTranslation(ns);
  if (total <= 0) return <EmptyState message={message} />;
  return (
    <EmptyState message={t('common.pastLastPage')}>
      <Link to={pageHref(1)} className="button">
        {t('common.firstPage')}
      </Link>
    </EmptyState>
  );
}
