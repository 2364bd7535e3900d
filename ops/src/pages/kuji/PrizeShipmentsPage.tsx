/**
 * Prize shipments (owner, merchandiser): the parcels members asked for from their prize box, by status (paid,
 * waiting to be shipped, by default); a paid one is shipped with its carrier and tracking code (its member is mailed).
 */
import { useTranslation } from 'react-i18next';
import { Form, useActionData, useLoaderData, useNavigation, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import type { AdminPrizeShipment } from '@shop/shared/contract';
import { adminApi, refusalOf } from '../../api/client';
import { Outcome } from '../../ui/Outcome';
import { PagedTable, type ListPage } from '../../ui/PagedTable';
import { SearchForm } from '../../ui/SearchForm';
import { moment, money } from '../../ui/format';
import * as styles from '../../ui/console.module.css';
import { KujiTabs } from './KujiTabs';
import { shipmentStatus, shipRequest, statuses } from './shipmentQuery';

type ShipmentList = ListPage<AdminPrizeShipment>;

export async function prizeShipmentsLoader({ request }: LoaderFunctionArgs): Promise<ShipmentList> {
  const search = new URL(request.url).searchParams;
  const params = { status: shipmentStatus(search), page: Number(search.get('page')) || 1 };
  return (await adminApi.get<ShipmentList>('/prize-shipments', { params, signal: request.signal })).data;
}

interface ShipOutcome {
  shipment: string;
  refusal?: string;
}

export async function prizeShipmentsAction({ request }: LoaderFunctionArgs): Promise<ShipOutcome> {
  const form = await request.formData();
  const shipment = String(form.get('shipment_number'));
  try {
    await adminApi.post(`/prize-shipments/${String(form.get('shipment_id'))}/ship`, shipRequest(form));
    return { shipment };
  } catch (error) {
    const refusal = refusalOf(error);
    if (refusal === undefined) throw error;
    return { shipment, refusal };
  }
}

function ShipForm({ shipment, busy }: { shipment: AdminPrizeShipment; busy: boolean }) {
  const { t } = useTranslation();
  const number = shipment.shipment_number;
  return (
    <Form method="post" className={styles.buttons}>
      <input type="hidden" name="shipment_id" value={shipment.shipment_id} />
      <input type="hidden" name="shipment_number" value={number} />
      <label className={styles.field}>
        {t('record.carrier')}
        <input name="carrier" required maxLength={60} aria-label={t('kuji.shipments.carrierFor', { number })} />
      </label>
      <label className={styles.field}>
        {t('record.trackingCode')}
        <input
          name="tracking_code"
          required
          maxLength={60}
          pattern="\S+"
          aria-label={t('kuji.shipments.trackingFor', { number })}
        />
      </label>
      <button type="submit" className={styles.primary} disabled={busy} aria-label={t('kuji.shipments.shipFor', { number })}>
        {t('action.ship')}
      </button>
    </Form>
  );
}

export function PrizeShipmentsPage() {
  const { t } = useTranslation();
  const list = useLoaderData<ShipmentList>();
  const outcome = useActionData<ShipOutcome>();
  const busy = useNavigation().state === 'submitting';
  const [search] = useSearchParams();
  const status = shipmentStatus(search);
  return (
    <>
      <KujiTabs />
      <h1 className={styles.title}>{t('kuji.shipments.title')}</h1>
      <SearchForm>
        <label className={styles.field}>
          {t('kuji.list.status')}
          <select name="status" defaultValue={status}>
            {statuses.map((s) => (
              <option key={s} value={s}>
                {t(`kuji.shipments.status.${s}`)}
              </option>
            ))}
          </select>
        </label>
      </SearchForm>
      {outcome && <Outcome refusal={outcome.refusal} done={t('kuji.shipments.shipped', { number: outcome.shipment })} />}
      <PagedTable
        list={list}
        none={t('kuji.shipments.none')}
        columns={
          <>
            <th scope="col">{t('kuji.shipments.number')}</th>
            <th scope="col">{t('kuji.campaign.buyer')}</th>
            <th scope="col">{t('kuji.shipments.destination')}</th>
            <th scope="col" className={styles.number}>
              {t('kuji.shipments.prizes')}
            </th>
            <th scope="col" className={styles.number}>
              {t('kuji.shipments.fee')}
            </th>
            <th scope="col">{status === 'shipped' ? t('kuji.shipments.shippedAt') : t('kuji.campaign.paidAt')}</th>
            {(status === 'paid' || status === 'shipped') && <th scope="col">{t('kuji.shipments.parcel')}</th>}
          </>
        }
        row={(s) => (
          <tr key={s.shipment_id}>
            <td>{s.shipment_number}</td>
            <td>{s.email}</td>
            <td>
              {s.country_code} · {t(`delivery.${s.delivery_method}`, { defaultValue: s.delivery_method })}
            </td>
            <td className={styles.number}>{s.prizes}</td>
            <td className={styles.number}>{money(s.shipping_fee)}</td>
            <td>{moment(status === 'shipped' ? s.shipped_at : s.paid_at)}</td>
            {status === 'paid' && (
              <td>
                <ShipForm shipment={s} busy={busy} />
              </td>
            )}
            {status === 'shipped' && (
              <td>
                {s.carrier} · {s.tracking_code}
              </td>
            )}
          </tr>
        )}
      />
    </>
  );
}
