import { forwardRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { PrizeShipment } from '@shop/shared/contract';
import { formatDate, formatTwd } from '@shop/shared/format';
import { InvoiceFacts, IssuedInvoiceFacts } from '@shop/shared/forms/invoice/facts';
import { Button, FactList, StatusPill, type StatusTone } from '@shop/shared/ui';
import { ns } from '../../namespace';
import * as styles from './prize-box.module.css';

const tones: Record<PrizeShipment['status'], StatusTone> = {
  pending_payment: 'awaiting',
  paid: 'moving',
  shipped: 'done',
  expired: 'off',
};

interface ShipmentCardProps {
  shipment: PrizeShipment;
  onPay: (shipment: PrizeShipment) => void;
  paying?: boolean;
}

/**
 * One shipment: its number, status and what it waits for (the postage by its deadline) or how it travels, and the
 * postage's e-invoice as chosen and, once paid, issued.
 */
export const ShipmentCard = forwardRef<HTMLHeadingElement, ShipmentCardProps>(function ShipmentCard(
  { shipment, onPay, paying = false },
  headingRef,
) {
  const { t } = useTranslation(ns);
  const s = shipment;
  return (
    <article className={styles.shipment} data-testid="prize-shipment" data-shipment-id={s.shipment_id}>
      <header className={styles.shipmentHead}>
        <h3 className={styles.shipmentNumber} ref={headingRef} tabIndex={-1}>
          {t('prizeBox.shipments.number', { number: s.shipment_number })}
        </h3>
        <StatusPill tone={tones[s.status]} status={s.status}>
          {t(`prizeBox.shipments.status.${s.status}`)}
        </StatusPill>
      </header>
      <p className={styles.meta}>
        {t('prizeBox.shipments.asked', { time: formatDate(s.created_at, true) })} ·{' '}
        {s.shipping_fee === 0 ? t('prizeBox.shipments.free') : t('prizeBox.shipments.fee', { amount: formatTwd(s.shipping_fee) })}
      </p>
      <div className={styles.state} data-testid="shipment-state">
        {s.status === 'pending_payment' && (
          <>
            <p>{t('prizeBox.shipments.payBy', { time: formatDate(s.payment_deadline ?? '', true) })}</p>
            <Button variant="primary" busy={paying} onClick={() => onPay(s)} data-testid="pay-shipment">
              {t('prizeBox.shipments.pay')}
            </Button>
          </>
        )}
        {s.status === 'paid' && <p>{t('prizeBox.shipments.paidAt', { time: formatDate(s.paid_at ?? s.created_at, true) })}</p>}
        {s.status === 'shipped' && (
          <p>
            {t('prizeBox.shipments.shippedWith', { time: formatDate(s.shipped_at ?? '', true), carrier: s.carrier ?? '' })}
            {s.tracking_code && (
              <>
                {' · '}
                <span data-testid="shipment-tracking">{t('prizeBox.shipments.tracking', { code: s.tracking_code })}</span>
              </>
            )}
          </p>
        )}
        {s.status === 'expired' && <p>{t('prizeBox.shipments.expired')}</p>}
      </div>
      {/* An expired shipment sold nothing: the choice it would have taken is no longer news. */}
      {s.invoice && s.status !== 'expired' && (
        <FactList testId="shipment-invoice">
          <InvoiceFacts invoice={s.invoice} />
          {s.invoice.issued && <IssuedInvoiceFacts issued={s.invoice.issued} />}
        </FactList>
      )}
      <ul className={styles.shipmentPrizes} aria-label={t('prizeBox.shipments.prizes')}>
        {s.prizes.map((prize) => (
          <li key={prize.prize_id} data-testid="shipment-prize">
            {prize.last_one ? t('prizeBox.box.lastOne') : t('prizeBox.box.tier', { tier: prize.tier })} · {prize.name}
            <span className={styles.meta}> · {prize.kuji_title}</span>
          </li>
        ))}
      </ul>
    </article>
  );
});
