import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { OrderDetail } from '@shop/shared/contract';
import { formatTwd } from '@shop/shared/format';
import { buttonClassName, ErrorState, NoticePage, PageTitle, pollWhileVisible, Skeleton } from '@shop/shared/ui';
import { paymentNamespace } from '@shop/shared/payment';
import { getOrder } from '../../api/orders';
import { PayAgain } from '../../components/pay-again/PayAgain';
import { orderOutcome, paymentFailure } from '../../lib/orderOutcome';
import { orderDetailPath } from '../../lib/resultLink';
import { useOrderInAddress } from '../../lib/useOrderInAddress';
import { startPayment } from '../../lib/startPayment';
import { trackPurchaseOnce } from '../../lib/trackPurchaseOnce';
import { ns } from '../../namespace';
import * as styles from './result.module.css';

/** How often a payment not yet confirmed is looked at again. */
const orderPollMs = 3000;

/**
 * /result?order_id=…[&token=…]: how the payment of an order ended. The order is read from the API (never from the
 * address): paid, with its number and the way to its record; not paid, with the reason and a way to pay again;
 * or still waiting for the provider's confirmation, looked at every few seconds.
 */
export default function ResultPage() {
  const { t } = useTranslation(ns);
  const { order, token, error, reload, unknown } = useOrderInAddress('result');

  if (unknown)
    return (
      <NoticePage
        title={t('title.result')}
        data-testid="result-unknown"
        actions={
          <Link to="/" className={buttonClassName({ variant: 'primary' })}>
            {t('result.home')}
          </Link>
        }
      >
        <p>{t('result.unknown')}</p>
      </NoticePage>
    );
  if (error) return <ErrorState onRetry={reload} />;
  if (!order)
    return (
      <section className={styles.result} aria-busy="true" data-testid="result-loading">
        <PageTitle>{t('title.result')}</PageTitle>
        <Skeleton className={styles.skeleton} />
      </section>
    );
  return <OrderResult key={order.order_id} initial={order} token={token} />;
}

function OrderResult({ initial, token }: { initial: OrderDetail; token: string | null }) {
  const { t } = useTranslation(ns);
  const { t: tp } = useTranslation(paymentNamespace);
  const navigate = useNavigate();
  const [order, setOrder] = useState(initial);
  const outcome = orderOutcome(order);
  const failure = paymentFailure(order);

  // Back from the card page before the provider's notice arrived: look again until the payment is settled.
  useEffect(() => {
    if (outcome !== 'waiting') return undefined;
    return pollWhileVisible(async () => {
      const { data } = await getOrder(order.order_id, token ?? undefined, { noGlobalError: true });
      if (orderOutcome(data) === 'waiting') return false;
      setOrder(data);
      return true;
    }, orderPollMs);
  }, [outcome, order.order_id, token]);

  // SPEC §7 purchase, once per order: not again on a reload of this page.
  useEffect(() => {
    if (outcome === 'paid') trackPurchaseOnce(order);
  }, [outcome, order]);

  const record = (
    <Link to={orderDetailPath(order.order_id, token)} className={buttonClassName({ variant: 'secondary' })}>
      {t('result.record')}
    </Link>
  );

  return (
    <section className={styles.result} data-testid="result" data-outcome={outcome}>
      <p className={`${styles.mark} ${styles[outcome]}`} aria-hidden="true">
        {outcome === 'paid' ? '✓' : outcome === 'waiting' ? '…' : '!'}
      </p>
      <PageTitle>{t(`result.heading.${outcome === 'unpaid' && !failure ? 'notStarted' : outcome}`)}</PageTitle>
      <dl className={styles.facts}>
        <div>
          <dt>{t('result.orderNumber')}</dt>
          <dd data-testid="order-number">{order.order_number}</dd>
        </div>
        <div>
          <dt>{t('result.amount')}</dt>
          <dd>{formatTwd(order.amounts.total)}</dd>
        </div>
        <div>
          <dt>{t('result.method')}</dt>
          <dd>{tp(`methods.${order.purchase?.method ?? order.payment_method}`)}</dd>
        </div>
      </dl>
      {outcome === 'paid' && (
        <>
          <p className={styles.text}>{t(order.is_guest ? 'result.paidGuest' : 'result.paid')}</p>
          <div className={styles.actions}>
            {record}
            <Link to="/product-list/all" className={buttonClassName({ variant: 'primary' })}>
              {t('cart.empty.browse')}
            </Link>
          </div>
        </>
      )}
      {outcome === 'waiting' && (
        <>
          <p className={styles.text} role="status">
            {t('result.waiting')}
          </p>
          <div className={styles.actions}>
            <button type="button" className={buttonClassName()} onClick={() => startPayment(order, token, navigate)}>
              {t('result.continue')}
            </button>
            {record}
          </div>
        </>
      )}
      {outcome === 'unpaid' && (
        <>
          <p className={styles.reason} role="alert" data-testid="result-reason">
            {t(`result.reason.${failure ?? 'none'}`)}
          </p>
          <PayAgain order={order} token={token} />
          <div className={styles.actions}>{record}</div>
        </>
      )}
      {outcome === 'canceled' && (
        <>
          <p className={styles.reason} role="alert" data-testid="result-reason">
            {t(`result.reason.${order.cancel_reason ?? 'canceled_by_shop'}`)}
          </p>
          <div className={styles.actions}>
            {record}
            <Link to="/product-list/all" className={buttonClassName({ variant: 'primary' })}>
              {t('cart.empty.browse')}
            </Link>
          </div>
        </>
      )}
    </section>
  );
}
