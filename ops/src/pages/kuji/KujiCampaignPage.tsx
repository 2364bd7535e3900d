/**
 * An opened campaign (owner, merchandiser): its sale, its live board as the shop shows it (what is left of each
 * tier, never the box's order), its paid orders, and ending it early.
 */
import { useTranslation } from 'react-i18next';
import { Form, Link, useActionData, useLoaderData, useNavigation, type LoaderFunctionArgs } from 'react-router';
import type { AdminKuji, AdminKujiOrder, KujiBoard } from '@shop/shared/contract';
import { adminApi, refusalOf } from '../../api/client';
import { ConfirmButton } from '../../ui/ConfirmButton';
import { Outcome } from '../../ui/Outcome';
import { PagedTable, type ListPage } from '../../ui/PagedTable';
import { moment, money } from '../../ui/format';
import * as styles from '../../ui/console.module.css';
import * as own from '../catalogue/catalogue.module.css';
import type { ActionOutcome } from '../orders/OrderRecordPage';
import { closeDialog } from './closeDialog';

interface CampaignData {
  campaign: AdminKuji;
  board: KujiBoard;
  orders: ListPage<AdminKujiOrder>;
}

export async function kujiCampaignLoader({ params, request }: LoaderFunctionArgs): Promise<CampaignData> {
  const page = Number(new URL(request.url).searchParams.get('page')) || 1;
  const base = `/kuji/${params.kujiId}`;
  const signal = request.signal;
  const [campaign, board, orders] = await Promise.all([
    adminApi.get<{ data: AdminKuji }>(base, { signal }),
    adminApi.get<{ data: KujiBoard }>(`${base}/board`, { signal }),
    adminApi.get<ListPage<AdminKujiOrder>>(`${base}/orders`, { params: { page }, signal }),
  ]);
  return { campaign: campaign.data.data, board: board.data.data, orders: orders.data };
}

/** Ends the sale now. */
export async function kujiCampaignAction({ params }: LoaderFunctionArgs): Promise<ActionOutcome> {
  try {
    await adminApi.post(`/kuji/${params.kujiId}/end`);
    return { intent: 'end' };
  } catch (error) {
    const refusal = refusalOf(error);
    if (refusal === undefined) throw error;
    return { intent: 'end', refusal };
  }
}

export function KujiCampaignPage() {
  const { t } = useTranslation();
  const { campaign, board, orders } = useLoaderData<CampaignData>();
  const outcome = useActionData<ActionOutcome>();
  const busy = useNavigation().state === 'submitting';
  return (
    <>
      <p>
        <Link to="/kuji">{t('kuji.list.back')}</Link>
      </p>
      <h1 className={styles.title}>{campaign.title}</h1>
      <section className={`${styles.section} ${styles.stack}`} aria-labelledby="kuji-sale">
        <h2 id="kuji-sale">{t('kuji.campaign.sale')}</h2>
        <dl className={styles.facts}>
          <dt>{t('kuji.list.status')}</dt>
          <dd data-testid="kuji-status">{t(`kuji.status.${campaign.status}`)}</dd>
          <dt>{t('kuji.draft.startsAt')}</dt>
          <dd>{moment(campaign.starts_at)}</dd>
          <dt>{t('kuji.draft.endsAt')}</dt>
          <dd>{moment(campaign.ends_at)}</dd>
          <dt>{t('kuji.draft.price')}</dt>
          <dd>{money(campaign.price)}</dd>
          <dt>{t('kuji.draft.perOrder')}</dt>
          <dd>{campaign.per_order_limit}</dd>
          <dt>{t('kuji.campaign.perMember')}</dt>
          <dd>{campaign.member_limit ?? t('kuji.campaign.noCap')}</dd>
          <dt>{t('kuji.list.sold')}</dt>
          <dd data-testid="kuji-sold">{campaign.tickets_sold}</dd>
          <dt>{t('kuji.list.reserved')}</dt>
          <dd>{campaign.tickets_reserved}</dd>
          <dt>{t('kuji.list.tickets')}</dt>
          <dd>{campaign.tickets_total}</dd>
          <dt>{t('kuji.campaign.shopPage')}</dt>
          <dd>
            <a href={`/fanza/${campaign.kuji_id}`} target="_blank" rel="noreferrer">
              /fanza/{campaign.kuji_id}
            </a>
          </dd>
        </dl>
        {outcome && <Outcome refusal={outcome.refusal} done={t('kuji.campaign.ended')} />}
        {campaign.status !== 'ended' && (
          <div className={styles.buttons}>
            <ConfirmButton
              label={t('kuji.campaign.end')}
              question={t('kuji.campaign.endQuestion')}
              keep={t('kuji.campaign.keep')}
            >
              <Form method="post" onSubmit={closeDialog}>
                <button type="submit" className={styles.danger} disabled={busy}>
                  {t('kuji.campaign.end')}
                </button>
              </Form>
            </ConfirmButton>
          </div>
        )}
      </section>
      <section className={styles.section} aria-labelledby="kuji-board">
        <h2 id="kuji-board">{t('kuji.campaign.board')}</h2>
        <p className={styles.muted}>
          {t('kuji.campaign.left', { count: board.tickets_left })} ·{' '}
          {t('kuji.campaign.lastOne', { state: board.last_one_won ? t('kuji.campaign.won') : t('kuji.campaign.notWon') })}
        </p>
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t('kuji.campaign.tier')}</th>
                <th scope="col">{t('kuji.campaign.prize')}</th>
                <th scope="col" className={styles.number}>
                  {t('kuji.campaign.remaining')}
                </th>
              </tr>
            </thead>
            <tbody>
              {board.tiers.map((tier) => (
                <tr key={tier.tier} data-testid="board-tier">
                  <th scope="row">{tier.tier}</th>
                  <td>
                    <img className={own.thumb} src={tier.image} alt="" width={48} height={48} /> {tier.name}
                  </td>
                  <td className={styles.number} data-testid="tier-remaining">
                    {tier.remaining} / {tier.initial}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
      <section className={styles.section} aria-labelledby="kuji-orders">
        <h2 id="kuji-orders">{t('kuji.campaign.orders', { total: orders.total })}</h2>
        <PagedTable
          list={orders}
          none={t('kuji.campaign.noOrders')}
          columns={
            <>
              <th scope="col">{t('kuji.campaign.order')}</th>
              <th scope="col">{t('kuji.campaign.buyer')}</th>
              <th scope="col" className={styles.number}>
                {t('kuji.campaign.draws')}
              </th>
              <th scope="col" className={styles.number}>
                {t('kuji.campaign.total')}
              </th>
              <th scope="col">{t('kuji.campaign.method')}</th>
              <th scope="col">{t('kuji.campaign.paidAt')}</th>
            </>
          }
          row={(o) => (
            <tr key={o.kuji_order_id}>
              <td>#{o.kuji_order_id}</td>
              <td>{o.email}</td>
              <td className={styles.number}>{o.draws}</td>
              <td className={styles.number}>
                {money(o.total)}
                {o.discount > 0 && <span className={styles.muted}> (−{money(o.discount)})</span>}
              </td>
              <td>{t(`payment.${o.payment_method}`, { defaultValue: o.payment_method })}</td>
              <td>{moment(o.paid_at)}</td>
            </tr>
          )}
        />
      </section>
    </>
  );
}
