/** An order's whole record (items, recipient, buyer, steps, notices, payments, refunds) and what can be done with it. */
import { useTranslation } from 'react-i18next';
import { Form, Link, useActionData, useLoaderData, useNavigation, type LoaderFunctionArgs } from 'react-router';
import type { AdminOrderBody, AdminOrderRecord } from '@shop/shared/contract';
import { adminApi, refusalOf } from '../../api/client';
import { useSignedIn } from '../../layout/Layout';
import { ConfirmButton } from '../../ui/ConfirmButton';
import { Outcome } from '../../ui/Outcome';
import { moment, money } from '../../ui/format';
import * as styles from '../../ui/console.module.css';
import { offeredActions } from './orderActions';

export async function orderRecordLoader({ params, request }: LoaderFunctionArgs): Promise<AdminOrderRecord> {
  return (await adminApi.get<AdminOrderBody>(`/orders/${params.orderId}`, { signal: request.signal })).data.data;
}

export interface ActionOutcome {
  intent: string;
  /** The API's refusal in the operator's language; undefined when it was done. */
  refusal?: string;
}

/** One form per action, told apart by its `intent`; each is one POST to the order's admin endpoint. */
export async function orderRecordAction({ params, request }: LoaderFunctionArgs): Promise<ActionOutcome> {
  const form = await request.formData();
  const intent = String(form.get('intent'));
  const url = `/orders/${params.orderId}/${intent}`;
  const body =
    intent === 'ship'
      ? { carrier: String(form.get('carrier') ?? '').trim(), tracking_code: String(form.get('tracking_code') ?? '').trim() }
      : intent === 'refund'
        ? { amount: Number(form.get('amount')) }
        : intent === 'resend'
          ? { event: String(form.get('event')) }
          : undefined;
  try {
    await adminApi.post(url, body);
    return { intent };
  } catch (error) {
    const refusal = refusalOf(error);
    if (refusal === undefined) throw error;
    return { intent, refusal };
  }
}

function Intent({ value }: { value: string }) {
  return <input type="hidden" name="intent" value={value} />;
}

function Actions({ record }: { record: AdminOrderRecord }) {
  const { t } = useTranslation();
  const { permissions } = useSignedIn();
  const outcome = useActionData<ActionOutcome>();
  const busy = useNavigation().state === 'submitting';
  const offered = offeredActions(record, permissions);
  return (
    <section className={`${styles.section} ${styles.stack}`} aria-labelledby="actions">
      <h2 id="actions">{t('record.actions')}</h2>
      {outcome && <Outcome refusal={outcome.refusal} done={t('record.done', { action: t(`action.${outcome.intent}`) })} />}
      <div className={styles.buttons}>
        {offered.plain.map((action) =>
          action === 'cancel' ? (
            <ConfirmButton key={action} label={t('action.cancel')} question={t('record.cancelQuestion')}>
              <Form method="post">
                <Intent value="cancel" />
                <button type="submit" className={styles.danger} disabled={busy}>
                  {t('action.cancel')}
                </button>
              </Form>
            </ConfirmButton>
          ) : (
            <Form method="post" key={action}>
              <Intent value={action} />
              <button type="submit" className={styles.button} disabled={busy}>
                {t(`action.${action}`)}
              </button>
            </Form>
          ),
        )}
      </div>
      {offered.ship && (
        <Form method="post" className={styles.fields}>
          <Intent value="ship" />
          <label className={styles.field}>
            {t('record.carrier')}
            <input name="carrier" required maxLength={60} />
          </label>
          <label className={styles.field}>
            {t('record.trackingCode')}
            <input name="tracking_code" required maxLength={60} pattern="\S+" />
          </label>
          <div className={styles.buttons}>
            <button type="submit" className={styles.primary} disabled={busy}>
              {t('action.ship')}
            </button>
          </div>
        </Form>
      )}
      {offered.refundable > 0 && (
        <Form method="post" className={styles.fields}>
          <Intent value="refund" />
          <label className={styles.field}>
            {t('record.refundAmount', { left: money(offered.refundable) })}
            <input
              name="amount"
              type="number"
              required
              min={1}
              max={offered.refundable}
              step={1}
              defaultValue={offered.refundable}
            />
          </label>
          <div className={styles.buttons}>
            <button type="submit" className={styles.button} disabled={busy}>
              {t('action.refund')}
            </button>
          </div>
        </Form>
      )}
      {offered.resend.length > 0 && (
        <Form method="post" className={styles.fields}>
          <Intent value="resend" />
          <label className={styles.field}>
            {t('record.notice')}
            <select name="event">
              {offered.resend.map((event) => (
                <option key={event} value={event}>
                  {t(`notice.${event.replace('order.', '')}`)}
                </option>
              ))}
            </select>
          </label>
          <div className={styles.buttons}>
            <button type="submit" className={styles.button} disabled={busy}>
              {t('action.resend')}
            </button>
          </div>
        </Form>
      )}
    </section>
  );
}

export function OrderRecordPage() {
  const { t } = useTranslation();
  const record = useLoaderData<AdminOrderRecord>();
  const { order, buyer } = record;
  const { recipient, address } = order.delivery;
  return (
    <>
      <p>
        <Link to="/orders">{t('record.back')}</Link>
      </p>
      <h1 className={styles.title}>{t('record.title', { number: order.order_number })}</h1>
      <div className={styles.columns}>
        <section className={styles.section} aria-labelledby="summary">
          <h2 id="summary">{t('record.summary')}</h2>
          <dl className={styles.facts}>
            <dt>{t('orders.status')}</dt>
            <dd data-testid="order-status">{t(`status.${order.status}`)}</dd>
            <dt>{t('orders.created')}</dt>
            <dd>{moment(order.created_at)}</dd>
            <dt>{t('orders.paymentMethod')}</dt>
            <dd>{t(`payment.${order.payment_method}`)}</dd>
            <dt>{t('orders.total')}</dt>
            <dd>{money(order.amounts.total)}</dd>
            <dt>{t('record.refunded')}</dt>
            <dd>{money(order.refunded_amount)}</dd>
            <dt>{t('orders.buyer')}</dt>
            <dd>
              {buyer.email ?? '—'} ({buyer.member_id === null ? t('buyer.guest') : t('record.member', { id: buyer.member_id })})
            </dd>
            <dt>{t('record.carrier')}</dt>
            <dd>{order.shipping.carrier ?? '—'}</dd>
            <dt>{t('record.trackingCode')}</dt>
            <dd>{order.shipping.shipping_code ?? '—'}</dd>
            <dt>{t('orders.invoice')}</dt>
            <dd>
              {order.invoice ? `${t(`invoice.${order.invoice.kind}`)} ${order.invoice.issued?.number ?? ''}` : t('invoice.none')}
            </dd>
          </dl>
        </section>
        <section className={styles.section} aria-labelledby="recipient">
          <h2 id="recipient">{t('record.recipient')}</h2>
          <dl className={styles.facts}>
            <dt>{t('record.name')}</dt>
            <dd>{recipient.name}</dd>
            <dt>{t('record.phone')}</dt>
            <dd>
              +{recipient.phone_code} {recipient.phone_number}
            </dd>
            <dt>{t('record.email')}</dt>
            <dd>{recipient.email}</dd>
            <dt>{t('orders.destination')}</dt>
            <dd>
              {order.delivery.country_code} · {t(`delivery.${order.delivery.delivery_method}`)}
            </dd>
            <dt>{t('record.address')}</dt>
            <dd>
              {address ? (address.lines ?? [address.postal_code, address.city, address.district, address.detail]).join(' ') : '—'}
            </dd>
          </dl>
        </section>
      </div>
      <Actions record={record} />
      <section className={styles.section} aria-labelledby="items">
        <h2 id="items">{t('record.items')}</h2>
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t('record.product')}</th>
                <th scope="col" className={styles.number}>
                  {t('record.unitPrice')}
                </th>
                <th scope="col" className={styles.number}>
                  {t('record.amount')}
                </th>
                <th scope="col" className={styles.number}>
                  {t('record.lineTotal')}
                </th>
              </tr>
            </thead>
            <tbody>
              {order.items.map((item) => (
                <tr key={`${item.product_id}-${item.sku}`}>
                  <td>
                    {item.display_name} <span className={styles.muted}>{item.sku}</span>
                    {item.sub_product_infos.map((sub) => (
                      <div key={sub.product_id} className={styles.muted}>
                        + {sub.display_name} × {sub.amount}
                      </div>
                    ))}
                  </td>
                  <td className={styles.number}>{money(item.unit_price)}</td>
                  <td className={styles.number}>{item.amount}</td>
                  <td className={styles.number}>{money(item.line_total)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <dl className={styles.facts}>
          <dt>{t('record.subtotal')}</dt>
          <dd>{money(order.amounts.subtotal)}</dd>
          <dt>{t('record.shippingFee')}</dt>
          <dd>{money(order.amounts.shipping_fee)}</dd>
          <dt>{t('record.discount')}</dt>
          <dd>{money(order.amounts.discount)}</dd>
        </dl>
      </section>
      <div className={styles.columns}>
        <section className={styles.section} aria-labelledby="timeline">
          <h2 id="timeline">{t('record.timeline')}</h2>
          <ol>
            {record.timeline.map((step) => (
              <li key={`${step.step}-${step.at}`}>
                {t(`step.${step.step}`)} · {moment(step.at)}
              </li>
            ))}
          </ol>
        </section>
        <section className={styles.section} aria-labelledby="notices">
          <h2 id="notices">{t('record.notices')}</h2>
          {record.notices.length === 0 ? (
            <p className={styles.muted}>{t('record.noNotices')}</p>
          ) : (
            <ul>
              {record.notices.map((notice) => (
                <li key={notice.id}>
                  {t(`notice.${notice.event.replace('order.', '')}`)} · {t(`noticeState.${notice.state}`)} ·{' '}
                  {moment(notice.sent_at ?? notice.created_at)}
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
      <section className={styles.section} aria-labelledby="payments">
        <h2 id="payments">{t('record.payments')}</h2>
        <ul>
          {record.payments.map((payment) => (
            <li key={payment.purchase_id}>
              {payment.purchase_id} · {t(`payment.${payment.method}`)} · {money(payment.amount)} ·{' '}
              {t(`purchase.${payment.status}`)}
            </li>
          ))}
          {order.refunds.map((refund) => (
            <li key={refund.refund_id}>
              {t('record.refund', { amount: money(refund.amount) })} · {t(`refund.${refund.status}`)}
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
