import { useState, type ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Coupon } from '@shop/shared/contract';
import { usePageData } from '@shop/shared/page-cache';
import { EmptyState, ErrorState } from '@shop/shared/ui';
import { ListSkeleton } from '../../components/list-skeleton/ListSkeleton';
import { MemberPage } from '../../components/member-page/MemberPage';
import { StatusTabs } from '../../components/status-tabs/StatusTabs';
import { ns } from '../../namespace';
import { ClaimForm } from './ClaimForm';
import { couponsData } from './data';
import { CouponCard } from './CouponCard';
import { countByStatus, couponTabs, tabIn, tabSearch, withClaimed } from './couponTabs';
import * as styles from './coupon-list.module.css';

/**
 * /member/coupon-list: claim a coupon by its code, and the member's coupons with a tab per status (available,
 * used, expired; the tab in the address). The API gives every coupon at once, so the tabs show their counts and
 * switch without a request; a coupon claimed here joins the list at once.
 */
export default function CouponListPage() {
  const { t } = useTranslation(ns);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const status = tabIn(params);
  const request = couponsData();
  const { data, error, reload } = usePageData(request.key, request.load);
  const [claimed, setClaimed] = useState<Coupon[]>([]);
  const coupons = data ? withClaimed(claimed, data.data) : undefined;
  const counts = coupons ? countByStatus(coupons) : undefined;
  const shown = coupons?.filter((coupon) => coupon.status === status);

  const onClaimed = (coupon: Coupon) => {
    setClaimed((earlier) => [coupon, ...earlier]);
    // The new coupon shows where it belongs (available, unless it is for later).
    if (coupon.status !== status) void navigate({ search: tabSearch(coupon.status) }, { preventScrollReset: true });
  };

  let body: ReactNode;
  if (error) body = <ErrorState onRetry={reload} />;
  else if (!shown) body = <ListSkeleton rows={2} label={t('coupons.loading')} />;
  else if (shown.length === 0) body = <EmptyState message={t(`coupons.empty.${status}`)} />;
  else
    body = (
      <ul className={styles.list} data-testid="member-coupons">
        {shown.map((coupon) => (
          <CouponCard key={coupon.coupon_id} coupon={coupon} />
        ))}
      </ul>
    );

  return (
    <MemberPage title={t('title.couponList')} data-testid="coupon-list-page">
      <ClaimForm onClaimed={onClaimed} />
      <div className={styles.listPart}>
        <StatusTabs
          label={t('coupons.filterLabel')}
          current={status}
          tabs={couponTabs.map((tab) => ({
            key: tab,
            text: t(`coupons.status.${tab}`),
            to: { search: tabSearch(tab) },
            ...(counts ? { count: counts[tab] } : {}),
          }))}
        />
        {body}
      </div>
    </MemberPage>
  );
}
