/** One coupon (owner, merchandiser): its terms and counts, who claimed it and the orders using it; disabling it. */
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, Link, useActionData, useLoaderData, useNavigation, type LoaderFunctionArgs } from 'react-router';
import type { AdminCoupon, AdminCouponClaimList } from '@shop/shared/contract';
import { adminApi, refusalOf } from '../../api/client';
import { ConfirmButton } from '../../ui/ConfirmButton';
import { Pager } from '../../ui/Pager';
import { money, moment } from '../../ui/format';
import * as styles from '../../ui/console.module.css';
import type { ActionOutcome } from '../orders/OrderRecordPage';
import { countOf } from './CouponListPage';

const PAGE_SIZE = 20;

interface CouponRecord {
  coupon: AdminCoupon;
  claims: AdminCouponClaimList;
}

export async function couponRecordLoader({ params, request }: LoaderFunctionArgs): Promise<CouponRecord> {
  const page = Number(new URL(request.url).searchParams.get('page'));
  const paging = { page: Number.isInteger(page) && page >= 1 ? page : 1, page_size: PAGE_SIZE };
  const [coupon, claims] = await Promise.all([
    adminApi.get<{ data: AdminCoupon }>(`/coupons/${params.couponId}`, { signal: request.signal }),
    adminApi.get<AdminCouponClaimList>(`/coupons/${params.couponId}/claims`, { params: paging, signal: request.signal }),
  ]);
  return { coupon: coupon.data.data, claims: claims.data };
}

export async function couponRecordAction({ params }: LoaderFunctionArgs): Promise<ActionOutcome> {
  try {
    await adminApi.post(`/coupons/${params.couponId}/disable`);
    return { intent: 'disable' };
  } catch (error) {
    const refusal = refusalOf(error);
    if (refusal === undefined) throw error;
    return { intent: 'disable', refusal };
  }
}

export function CouponRecordPage() {
  const { t, i18n } = useTranslation();
  const { coupon, claims } = useLoaderData<CouponRecord>();
  const outcome = useActionData<ActionOutcome>();
  const busy = useNavigation().state === 'submitting';
  const name = coupon.name[i18n.language as keyof AdminCoupon['name']] ?? coupon.name.en;
  const terms: [string, string][] = [
    [t('coupons.name'), name],
    [t('coupons.scope'), t(`coupons.scopes.${coupon.scope}`)],
    [t('coupons.amount'), money(coupon.discount_amount) + (coupon.free_shipping ? ` + ${t('coupons.freeShipping')}` : '')],
    [t('coupons.minimum'), money(coupon.min_order)],
    [t('coupons.validity'), `${moment(coupon.starts_at)} – ${moment(coupon.ends_at)}`],
    [t('coupons.status'), t(`coupons.states.${coupon.status}`)],
    [t('coupons.uses'), countOf(coupon.used_count, coupon.use_limit)],
    [t('coupons.memberUseLimit'), String(coupon.member_use_limit)],
    [t('coupons.claims'), countOf(coupon.claimed_count, coupon.claim_limit)],
  ];
  return (
    <>
      <p>
        <Link to="/coupons">{t('coupons.back')}</Link>
      </p>
      <h1 className={styles.title}>
        <code>{coupon.code}</code>
      </h1>
      <section className={styles.section} aria-labelledby="coupon-terms">
        <h2 id="coupon-terms">{t('coupons.terms')}</h2>
        <dl className={styles.facts}>
          {terms.map(([label, value]) => (
            <Fragment key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </Fragment>
          ))}
        </dl>
        {coupon.status !== 'over' && (
          <div className={styles.buttons}>
            <ConfirmButton label={t('coupons.disable')} question={t('coupons.disableQuestion', { code: coupon.code })}>
              <Form method="post">
                <button type="submit" className={styles.danger} disabled={busy}>
                  {t('coupons.disable')}
                </button>
              </Form>
            </ConfirmButton>
          </div>
        )}
        {outcome?.refusal && (
          <p className={styles.notice} role="alert">
            {outcome.refusal}
          </p>
        )}
        {outcome && !outcome.refusal && (
          <p className={styles.done} role="status">
            {t('coupons.disabled')}
          </p>
        )}
      </section>
      <section className={styles.section} aria-labelledby="coupon-claims">
        <h2 id="coupon-claims">{t('coupons.claimsTitle')}</h2>
        {claims.data.length === 0 ? (
          <p className={styles.muted}>{t('coupons.noClaims')}</p>
        ) : (
          <div className={styles.tableWrap}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">{t('record.email')}</th>
                  <th scope="col">{t('coupons.claimedAt')}</th>
                  <th scope="col" className={styles.number}>
                    {t('coupons.memberUses')}
                  </th>
                  <th scope="col">{t('coupons.latestUse')}</th>
                </tr>
              </thead>
              <tbody>
                {claims.data.map((claim) => (
                  <tr key={claim.member_id}>
                    <td>
                      <Link to={`/members/${claim.member_id}`}>{claim.email}</Link>
                    </td>
                    <td>{moment(claim.claimed_at)}</td>
                    <td className={styles.number}>{countOf(claim.uses, coupon.member_use_limit)}</td>
                    <td>
                      {claim.order_id !== null && (
                        <Link to={`/orders/${claim.order_id}`}>{t('coupons.shopOrder', { id: claim.order_id })}</Link>
                      )}
                      {claim.kuji_order_id !== null && t('coupons.kujiOrder', { id: claim.kuji_order_id })}
                      {claim.used_at
                        ? ` · ${moment(claim.used_at)}`
                        : claim.order_id === null && claim.kuji_order_id === null && '—'}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        <Pager page={claims.page} pageSize={claims.page_size} total={claims.total} />
      </section>
    </>
  );
}
