import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { usePageData } from '@shop/shared/page-cache';
import { buttonClassName, EmptyState, ErrorState, pageCount, Pager } from '@shop/shared/ui';
import { ListSkeleton } from '../../components/list-skeleton/ListSkeleton';
import { MemberPage } from '../../components/member-page/MemberPage';
import { readListPlace, writeListPlace } from '../../lib/listQuery';
import { ns } from '../../namespace';
import { kujiHistoryData } from './data';
import { KujiOrderCard } from './KujiOrderCard';
import { kujiHistoryPageSize } from './kujiLinks';
import * as styles from './kuji-history.module.css';

const noStatuses: readonly never[] = [];

/**
 * /member/fanza-orders: the member's Ichiban Kuji history, newest first, a page at a time (the page in the
 * address): each order's campaign, draws, amount and prizes with their shipping state.
 */
export default function KujiHistoryPage() {
  const { t } = useTranslation(ns);
  const [params] = useSearchParams();
  const { page } = readListPlace(params, noStatuses);
  const request = kujiHistoryData(params);
  const { data, error, reload } = usePageData(request.key, request.load);
  const hrefFor = (to: number) => ({ search: writeListPlace(params, noStatuses, { page: to }) });
  const totalPages = data ? pageCount(data.total, kujiHistoryPageSize) : 0;

  let body: ReactNode;
  if (error) body = <ErrorState onRetry={reload} />;
  else if (!data) body = <ListSkeleton rows={2} tall label={t('fanzaOrders.loading')} />;
  else if (data.data.length === 0)
    body =
      data.total > 0 ? (
        <EmptyState message={t('fanzaOrders.pastEnd')}>
          <Link className={buttonClassName()} to={hrefFor(totalPages)}>
            {t('fanzaOrders.lastPage')}
          </Link>
        </EmptyState>
      ) : (
        <EmptyState message={t('fanzaOrders.empty')}>
          <Link className={buttonClassName({ variant: 'primary' })} to="/fanza">
            {t('fanzaOrders.browse')}
          </Link>
        </EmptyState>
      );
  else
    body = (
      <>
        <p className={styles.count} data-testid="list-count">
          {t('fanzaOrders.count', { count: data.total })}
        </p>
        <ol className={styles.list} data-testid="kuji-history">
          {data.data.map((order) => (
            <KujiOrderCard key={order.order_id} order={order} />
          ))}
        </ol>
        <Pager page={page} totalPages={totalPages} hrefFor={hrefFor} />
      </>
    );

  return (
    <MemberPage
      title={t('title.fanzaOrders')}
      intro={
        <Link to="/member/prize-box" data-testid="prize-box-link">
          {t('prizeBox.link')}
        </Link>
      }
      data-testid="kuji-history-page"
    >
      {body}
    </MemberPage>
  );
}
