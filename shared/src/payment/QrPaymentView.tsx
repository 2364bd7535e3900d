import { lazy, Suspense, useEffect, useEffectEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Purchase } from '@shop/shared/contract';
import { formatDate, formatTwd } from '../format';
import { Button } from '../ui/Button';
import { pollWhileVisible } from '../ui/pollWhileVisible';
import { Skeleton } from '../ui/Skeleton';
import { paymentNamespace } from './namespace';
import { getPurchase } from './purchases';
import type { QrPayment } from './qrPayment';
import * as styles from './qr-payment.module.css';

const QrCodeImage = lazy(() => import('./QrCodeImage'));

/** How often the page asks whether the payment went through. */
export const purchasePollMs = 3000;

export interface QrPaymentViewProps {
  payment: QrPayment;
  /** The payment left `pending` (paid, or it can no longer be paid): the page that tells how it ended takes over. */
  onSettled: (purchase: Purchase) => void;
  /** The shopper gives up on this code (to pay another way). */
  onLeave: () => void;
}

/**
 * A WeChat Pay or Alipay payment (SPEC §4): the QR code to scan, which must stay open until the payment is
 * done. It asks the API for the payment's status every few seconds while the tab is visible, and hands over once
 * the payment is paid or can no longer be paid (expired, canceled, failed). The shop's checkout and the kuji
 * checkout both show their QR payments with it; each app says where the shopper goes next.
 */
export function QrPaymentView({ payment, onSettled, onLeave }: QrPaymentViewProps) {
  const { t } = useTranslation(paymentNamespace);
  const method = t(`methods.${payment.type}`);
  const settled = useEffectEvent(onSettled);

  useEffect(
    () =>
      pollWhileVisible(async () => {
        const { data } = await getPurchase(payment.purchaseId, payment.token ?? undefined, { noGlobalError: true });
        if (data.status === 'pending') return false;
        settled(data);
        return true;
      }, purchasePollMs),
    [payment],
  );

  return (
    <section className={styles.page} data-testid="qr-payment" data-method={payment.type}>
      <h1 className={styles.title}>{t('qr.heading', { method })}</h1>
      <p className={styles.amount}>
        {t('qr.amount')} <strong data-testid="qr-amount">{formatTwd(payment.amount)}</strong>
      </p>
      <div className={styles.code} data-qr-text={payment.QRCode}>
        <Suspense fallback={<Skeleton shape="square" className={styles.codePlaceholder} />}>
          <QrCodeImage value={payment.QRCode} label={t('qr.codeLabel', { method })} />
        </Suspense>
      </div>
      <p className={styles.keepOpen} role="status">
        {t('qr.keepOpen')}
      </p>
      <p className={styles.meta}>{t('qr.expires', { time: formatDate(payment.expiresAt, true) })}</p>
      <div className={styles.actions}>
        <a className={styles.link} href={payment.paymentUrl} target="_blank" rel="noopener noreferrer">
          {t('qr.openHere', { method })}
        </a>
        <Button onClick={onLeave}>{t('qr.another')}</Button>
      </div>
    </section>
  );
}
