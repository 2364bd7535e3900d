/** Orders: the filters of AdminOrderListQuery (kept in the URL), a paged list newest first, and its CSV export. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import type { AdminOrderList } from '@shop/shared/contract';
import { adminApi, refusalOf } from '../../api/client';
import { PagedTable } from '../../ui/PagedTable';
import { SearchForm } from '../../ui/SearchForm';
import { moment, money } from '../../ui/format';
import * as styles from '../../ui/console.module.css';
import {
  buyerKinds,
  exportQueryOf,
  filtersOf,
  invoiceKinds,
  listQueryOf,
  orderStatuses,
  paymentMethods,
  type FilterName,
} from './orderQuery';

export async function orderListLoader({ request }: LoaderFunctionArgs): Promise<AdminOrderList> {
  const query = listQueryOf(new URL(request.url).searchParams);
  return (await adminApi.get<AdminOrderList>('/orders', { params: query, signal: request.signal })).data;
}

/** The export is a download of the API's CSV with the session's token (a plain link could not send it). */
async function downloadCsv(search: URLSearchParams): Promise<void> {
  const response = await adminApi.get<Blob>('/orders.csv', { params: exportQueryOf(search), responseType: 'blob' });
  const url = URL.createObjectURL(response.data);
  const link = document.createElement('a');
  link.href = url;
  link.download = `orders-${new Date().toISOString().slice(0, 10)}.csv`;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

function Choice({ name, values, label, prefix }: { name: FilterName; values: readonly string[]; label: string; prefix: string }) {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  return (
    <label className={styles.field}>
      {label}
      <select name={name} defaultValue={filtersOf(search)[name]}>
        <option value="">{t('orders.any')}</option>
        {values.map((value) => (
          <option key={value} value={value}>
            {t(`${prefix}${value}`)}
          </option>
        ))}
      </select>
    </label>
  );
}

export function OrderListPage() {
  const { t } = useTranslation();
  const list = useLoaderData<AdminOrderList>();
  const [search] = useSearchParams();
  const filters = filtersOf(search);
  const [exporting, setExporting] = useState<string>();
  const exportCsv = async () => {
    setExporting('busy');
    try {
      await downloadCsv(search);
      setExporting(undefined);
    } catch (error) {
      setExporting(refusalOf(error) ?? t('error.unknown'));
    }
  };
  return (
    <>
      <h1 className={styles.title}>{t('orders.title')}</h1>
      <SearchForm
        buttons={
          <>
            <Link to="." className={styles.button}>
              {t('orders.clear')}
            </Link>
            <button type="button" className={styles.button} onClick={() => void exportCsv()} disabled={exporting === 'busy'}>
              {t('orders.export')}
            </button>
            {exporting && exporting !== 'busy' && (
              <span className={styles.notice} role="alert">
                {exporting}
              </span>
            )}
          </>
        }
      >
        <label className={styles.field}>
          {t('orders.q')}
          <input name="q" type="search" defaultValue={filters.q} maxLength={100} />
        </label>
        <Choice name="status" values={orderStatuses} label={t('orders.status')} prefix="status." />
        <label className={styles.field}>
          {t('orders.createdFrom')}
          <input name="created_from" type="date" defaultValue={filters.created_from} />
        </label>
        <label className={styles.field}>
          {t('orders.createdTo')}
          <input name="created_to" type="date" defaultValue={filters.created_to} />
        </label>
        <Choice name="payment_method" values={paymentMethods} label={t('orders.paymentMethod')} prefix="payment." />
        <label className={styles.field}>
          {t('orders.country')}
          <input name="country_code" defaultValue={filters.country_code} maxLength={2} placeholder="TW" />
        </label>
        <Choice name="buyer" values={buyerKinds} label={t('orders.buyer')} prefix="buyer." />
        <Choice name="invoice" values={invoiceKinds} label={t('orders.invoice')} prefix="invoice." />
      </SearchForm>
      <PagedTable
        list={list}
        none={t('orders.none')}
        columns={
          <>
            <th scope="col">{t('orders.number')}</th>
            <th scope="col">{t('orders.created')}</th>
            <th scope="col">{t('orders.status')}</th>
            <th scope="col">{t('orders.buyer')}</th>
            <th scope="col">{t('orders.destination')}</th>
            <th scope="col">{t('orders.paymentMethod')}</th>
            <th scope="col" className={styles.number}>
              {t('orders.total')}
            </th>
          </>
        }
        row={(order) => (
          <tr key={order.order_id}>
            <td>
              <Link to={`/orders/${order.order_id}`}>{order.order_number}</Link>
            </td>
            <td>{moment(order.created_at)}</td>
            <td>
              {t(`status.${order.status}`)}
              {order.status === 'pending_activation' && (
                <div className={styles.muted}>{order.paid_at ? t('orders.paid') : t('orders.unpaid')}</div>
              )}
            </td>
            <td>{order.buyer.email ?? '—'}</td>
            <td>
              {order.country_code} · {t(`delivery.${order.delivery_method}`)}
            </td>
            <td>{t(`payment.${order.payment_method}`)}</td>
            <td className={styles.number}>
              {money(order.total)}
              {order.refunded_amount > 0 && (
                <div className={styles.muted}>{t('orders.refunded', { amount: money(order.refunded_amount) })}</div>
              )}
            </td>
          </tr>
        )}
      />
    </>
  );
}
