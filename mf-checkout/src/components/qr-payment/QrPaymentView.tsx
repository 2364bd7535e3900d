import { lazy, Suspense, useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatDate, formatTwd } from '@shop/shared/format';
import { Button, pollWhileVisible, Skeleton } from '@shop/shared/ui';
import { getPurchase } from '../../api/purchases';
import { $qrPayment, type QrPayment } from '../../lib/qrPayment';
import { resultPath } from '../../lib/resultLink';
import { ns } from '../../namespace';
import * as styles from './qr-payment.module.css';

const QrCodeImage = lazy(() => import('./QrCodeImage'));

/** How often the page asks whether the payment went through. */
export const purchasePollMs = 3000;

/**
 * A WeChat Pay or Alipay payment (SPEC §4): the QR code to scan, which must stay open until the payment is
 * done. It asks the API for the payment's status every few seconds while the tab is visible; once paid, or once
 * it can no longer be paid (expired, canceled, failed), the order's result page takes over.
 */
export function QrPaymentView({ payment }: { payment: QrPayment }) {
  const { t } = useTranslation(ns);
  const navigate = useNavigate();
  const method = t(`checkout.payment.methods.${payment.type}`);

  useEffect(
    () =>
      pollWhileVisible(async () => {
        const { data } = await getPurchase(payment.purchaseId, payment.token ?? undefined, { noGlobalError: true });
        if (data.status === 'pending') return false;
        $qrPayment.set(null);
        navigate(resultPath(payment.orderId, payment.token), { replace: true });
        return true;
      }, purchasePollMs),
    [payment, navigate],
  );

  const leave = () => {
    $qrPayment.set(null);
    navigate(resultPath(payment.orderId, payment.token));
  };

  return (
    <section className={styles.page} data-testid="qr-payment" data-method={payment.type}>
      <h1 className={styles.title}>{t('checkout.qr.heading', { method })}</h1>
      <p className={styles.amount}>
        {t('checkout.qr.amount')} <strong data-testid="qr-amount">{formatTwd(payment.amount)}</strong>
      </p>
      <div className={styles.code} data-qr-text={payment.QRCode}>
        <Suspense fallback={<Skeleton shape="square" className={styles.codePlaceholder} />}>
          <QrCodeImage value={payment.QRCode} label={t('checkout.qr.codeLabel', { method })} />
        </Suspense>
      </div>
      <p className={styles.keepOpen} role="status">
        {t('checkout.qr.keepOpen')}
      </p>
      <p className={styles.meta}>{t('checkout.qr.expires', { time: formatDate(payment.expiresAt, true) })}</p>
      <div className={styles.actions}>
        <a className={styles.link} href={payment.paymentUrl} target="_blank" rel="noopener noreferrer">
          {t('checkout.qr.openHere', { method })}
        </a>
        <Button onClick={leave}>{t('checkout.qr.another')}</Button>
      </div>
    </section>
  );
}
