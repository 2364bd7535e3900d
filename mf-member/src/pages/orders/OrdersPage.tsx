import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { usePageData } from '@shop/shared/page-cache';
import { buttonClassName, EmptyState, ErrorState, pageCount, Pager, useOrderStatusText } from '@shop/shared/ui';
import { ListSkeleton } from '../../components/list-skeleton/ListSkeleton';
import { MemberPage } from '../../components/member-page/MemberPage';
import { StatusTabs } from '../../components/status-tabs/StatusTabs';
import { readListPlace, writeListPlace, type ListPlace } from '../../lib/listQuery';
import { ns } from '../../namespace';
import { ordersData } from './data';
import { OrderCard } from './OrderCard';
import { orderStatuses, ordersPageSize } from './orderQuery';
import * as styles from './orders.module.css';

type Place = ListPlace<(typeof orderStatuses)[number]>;

/**
 * /member/orders: the member's orders, newest first, a page at a time, with a tab per status (SPEC §4 labels); the
 * tab and page live in the address. Each order opens its record on the checkout's /order-detail.
 */
export default function OrdersPage() {
  const { t } = useTranslation(ns);
  const statusText = useOrderStatusText();
  const [params] = useSearchParams();
  const place = readListPlace(params, orderStatuses);
  const request = ordersData(params);
  const { data, error, reload } = usePageData(request.key, request.load);
  const hrefFor = (change: Partial<Place>) => ({ search: writeListPlace(params, orderStatuses, change) });
  const totalPages = data ? pageCount(data.total, ordersPageSize) : 0;

  let body: ReactNode;
  if (error) body = <ErrorState onRetry={reload} />;
  else if (!data) body = <ListSkeleton rows={3} label={t('orders.loading')} />;
  else if (data.data.length === 0)
    body =
      data.total > 0 ? (
        <EmptyState message={t('orders.pastEnd')}>
          <Link className={buttonClassName()} to={hrefFor({ page: totalPages })}>
            {t('orders.lastPage')}
          </Link>
        </EmptyState>
      ) : place.status === 'all' ? (
        <EmptyState message={t('orders.empty.all')}>
          <Link className={buttonClassName({ variant: 'primary' })} to="/product-list/all">
            {t('orders.shop')}
          </Link>
        </EmptyState>
      ) : (
        <EmptyState message={t('orders.empty.status', { status: statusText(place.status) })}>
          <Link className={buttonClassName()} to={hrefFor({ status: 'all' })}>
            {t('orders.showAll')}
          </Link>
        </EmptyState>
      );
  else
    body = (
      <>
        <p className={styles.count} data-testid="list-count">
          {t('orders.count', { count: data.total })}
        </p>
        <ol className={styles.list} data-testid="member-orders">
          {data.data.map((order) => (
            <OrderCard key={order.order_id} order={order} onChanged={reload} />
          ))}
        </ol>
        <Pager page={place.page} totalPages={totalPages} hrefFor={(page) => hrefFor({ page })} />
      </>
    );

  return (
    <MemberPage title={t('title.orders')} data-testid="orders-page">
      <StatusTabs
        label={t('orders.filterLabel')}
        current={place.status}
        tabs={[
          { key: 'all', text: t('orders.all'), to: hrefFor({ status: 'all' }) },
          ...orderStatuses.map((status) => ({ key: status, text: statusText(status), to: hrefFor({ status }) })),
        ]}
      />
      {body}
    </MemberPage>
  );
}
