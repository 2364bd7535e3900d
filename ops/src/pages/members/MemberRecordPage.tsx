/** A member's record (owner, staff): their account, latest orders and kuji orders; disable or enable the account. */
import { useTranslation } from 'react-i18next';
import { Form, Link, useActionData, useLoaderData, useNavigation, type LoaderFunctionArgs } from 'react-router';
import type { AdminMemberBody } from '@shop/shared/contract';
import { adminApi, refusalOf } from '../../api/client';
import { ConfirmButton } from '../../ui/ConfirmButton';
import { Outcome } from '../../ui/Outcome';
import { moment, money } from '../../ui/format';
import * as styles from '../../ui/console.module.css';
import type { ActionOutcome } from '../orders/OrderRecordPage';

type MemberRecord = AdminMemberBody['data'];

export async function memberRecordLoader({ params, request }: LoaderFunctionArgs): Promise<MemberRecord> {
  return (await adminApi.get<AdminMemberBody>(`/members/${params.memberId}`, { signal: request.signal })).data.data;
}

/** Disable (their sessions end) or enable the account. */
export async function memberRecordAction({ params, request }: LoaderFunctionArgs): Promise<ActionOutcome> {
  const intent = String((await request.formData()).get('intent')) === 'enable' ? 'enable' : 'disable';
  try {
    await adminApi.post(`/members/${params.memberId}/${intent}`);
    return { intent };
  } catch (error) {
    const refusal = refusalOf(error);
    if (refusal === undefined) throw error;
    return { intent, refusal };
  }
}

export function MemberRecordPage() {
  const { t } = useTranslation();
  const { member, orders, kuji_orders: kujiOrders } = useLoaderData<MemberRecord>();
  const outcome = useActionData<ActionOutcome>();
  const busy = useNavigation().state === 'submitting';
  const disabled = member.account_status === 'disabled';
  return (
    <>
      <p>
        <Link to="/members">{t('members.back')}</Link>
      </p>
      <h1 className={styles.title}>{member.email}</h1>
      <section className={`${styles.section} ${styles.stack}`} aria-labelledby="account">
        <h2 id="account">{t('members.account')}</h2>
        <dl className={styles.facts}>
          <dt>{t('record.name')}</dt>
          <dd>{member.account_name || '—'}</dd>
          <dt>{t('record.phone')}</dt>
          <dd>{member.phone || '—'}</dd>
          <dt>{t('members.status')}</dt>
          <dd data-testid="member-status">{t(`memberStatus.${member.account_status}`)}</dd>
          <dt>{t('members.joined')}</dt>
          <dd>{moment(member.created_at)}</dd>
        </dl>
        {outcome && <Outcome refusal={outcome.refusal} done={t('record.done', { action: t(`members.${outcome.intent}`) })} />}
        <div className={styles.buttons}>
          {disabled ? (
            <Form method="post">
              <input type="hidden" name="intent" value="enable" />
              <button type="submit" className={styles.button} disabled={busy}>
                {t('members.enable')}
              </button>
            </Form>
          ) : (
            <ConfirmButton label={t('members.disable')} question={t('members.disableQuestion')}>
              <Form method="post">
                <input type="hidden" name="intent" value="disable" />
                <button type="submit" className={styles.danger} disabled={busy}>
                  {t('members.disable')}
                </button>
              </Form>
            </ConfirmButton>
          )}
        </div>
      </section>
      <section className={styles.section} aria-labelledby="member-orders">
        <h2 id="member-orders">{t('members.orders', { total: orders.total })}</h2>
        {orders.data.length === 0 ? (
          <p className={styles.muted}>{t('orders.none')}</p>
        ) : (
          <div className={styles.tableWrap}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">{t('orders.number')}</th>
                  <th scope="col">{t('orders.created')}</th>
                  <th scope="col">{t('orders.status')}</th>
                  <th scope="col" className={styles.number}>
                    {t('orders.total')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {orders.data.map((order) => (
                  <tr key={order.order_id}>
                    <td>
                      <Link to={`/orders/${order.order_id}`}>{order.order_number}</Link>
                    </td>
                    <td>{moment(order.created_at)}</td>
                    <td>{t(`status.${order.status}`)}</td>
                    <td className={styles.number}>{money(order.amounts.total)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
      <section className={styles.section} aria-labelledby="member-kuji">
        <h2 id="member-kuji">{t('members.kujiOrders', { total: kujiOrders.total })}</h2>
        {kujiOrders.data.length === 0 ? (
          <p className={styles.muted}>{t('orders.none')}</p>
        ) : (
          <div className={styles.tableWrap}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">{t('orders.number')}</th>
                  <th scope="col">{t('members.campaign')}</th>
                  <th scope="col">{t('orders.created')}</th>
                  <th scope="col">{t('orders.status')}</th>
                  <th scope="col" className={styles.number}>
                    {t('orders.total')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {kujiOrders.data.map((order) => (
                  <tr key={order.order_id}>
                    <td>{order.order_number ?? `#${order.order_id}`}</td>
                    <td>
                      {order.kuji_title} × {order.draws}
                    </td>
                    <td>{moment(order.created_at)}</td>
                    <td>{t(`kujiStatus.${order.status}`)}</td>
                    <td className={styles.number}>{money(order.total)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </>
  );
}
