import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { PrizeShipment } from '@shop/shared/contract';
import { formsNamespace } from '@shop/shared/forms';
import { usePageData } from '@shop/shared/page-cache';
import { QrPaymentView } from '@shop/shared/payment';
import { $user } from '@shop/shared/stores';
import { buttonClassName, EmptyState, ErrorState } from '@shop/shared/ui';
import { getPrizeShipment, payPrizeShipmentAgain } from '../../api/prizeBox';
import { ListSkeleton } from '../../components/list-skeleton/ListSkeleton';
import { MemberPage } from '../../components/member-page/MemberPage';
import { ns } from '../../namespace';
import { BoxList } from './BoxList';
import { prizeBoxData, prizeShipmentsData } from './data';
import { ShipForm } from './ShipForm';
import { ShipmentCard } from './ShipmentCard';
import { usePayShipment } from './usePayShipment';
import * as styles from './prize-box.module.css';

/**
 * /member/prize-box: the member's won kuji prizes across campaigns, to ship several in one parcel (delivery,
 * postage, payment), and their shipments; `?shipment_id=` opens one (mail links, the card payment's return).
 */
export default function PrizeBoxPage() {
  // The delivery form's texts are the forms concern's: loaded with the page's, before the form shows.
  const { t } = useTranslation([ns, formsNamespace]);
  const user = useStore($user);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const openedId = Number(params.get('shipment_id')) || null;
  const box = usePageData(prizeBoxData().key, prizeBoxData().load);
  const shipments = usePageData(prizeShipmentsData().key, prizeShipmentsData().load);
  const opened = usePageData(`member-prize-shipment:${openedId}`, () =>
    openedId ? getPrizeShipment(openedId, { noGlobalError: true }) : Promise.resolve(null),
  );
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [shipping, setShipping] = useState(false);
  const [paying, setPaying] = useState<number | null>(null);
  // Why the box was read again under the member (a prize asked for elsewhere): said above the box.
  const [notice, setNotice] = useState<string | null>(null);
  const openedRef = useRef<HTMLHeadingElement>(null);

  const show = (shipmentId: number) => {
    box.reload();
    shipments.reload();
    opened.reload();
    navigate({ search: `?shipment_id=${shipmentId}` });
  };
  const { qr, pay, leaveQr } = usePayShipment(show);
  const openedShipment = opened.data?.data;
  useEffect(() => {
    if (openedShipment && !shipping) openedRef.current?.focus();
  }, [openedShipment, shipping]);

  const startShipping = () => {
    setNotice(null);
    setShipping(true);
  };
  const select = (ids: readonly string[], on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      for (const id of ids)
        if (on) next.add(id);
        else next.delete(id);
      return next;
    });
  const shipped = (shipment: PrizeShipment) => {
    setShipping(false);
    setSelected(new Set());
    if (shipment.status === 'pending_payment') pay(shipment);
    show(shipment.shipment_id);
  };
  const payAgain = async (shipment: PrizeShipment) => {
    setPaying(shipment.shipment_id);
    try {
      pay((await payPrizeShipmentAgain(shipment.shipment_id)).data);
    } finally {
      setPaying(null);
    }
  };

  if (qr) return <QrPaymentView payment={qr} onSettled={leaveQr} onLeave={leaveQr} />;

  let boxBody: ReactNode;
  const prizes = box.data?.data;
  if (box.error) boxBody = <ErrorState onRetry={box.reload} />;
  else if (!prizes) boxBody = <ListSkeleton rows={2} label={t('prizeBox.box.loading')} />;
  else if (prizes.length === 0)
    boxBody = (
      <EmptyState message={t('prizeBox.box.empty')}>
        <Link className={buttonClassName({ variant: 'primary' })} to="/fanza">
          {t('prizeBox.box.browse')}
        </Link>
      </EmptyState>
    );
  else if (shipping)
    boxBody = (
      <ShipForm
        prizeIds={prizes.filter((p) => selected.has(p.prize_id)).map((p) => p.prize_id)}
        user={user}
        onShipped={shipped}
        onStale={(message) => {
          setShipping(false);
          setSelected(new Set());
          setNotice(`${message} ${t('prizeBox.ship.refreshed')}`);
          box.reload();
        }}
        onCancel={() => setShipping(false)}
      />
    );
  else boxBody = <BoxList prizes={prizes} selected={selected} onSelect={select} onShip={startShipping} />;

  let shipmentsBody: ReactNode;
  const list = shipments.data?.data;
  if (shipments.error) shipmentsBody = <ErrorState onRetry={shipments.reload} />;
  else if (!list) shipmentsBody = <ListSkeleton rows={1} label={t('prizeBox.shipments.loading')} />;
  else if (list.length === 0) shipmentsBody = <p className={styles.meta}>{t('prizeBox.shipments.empty')}</p>;
  else
    shipmentsBody = (
      <ol className={styles.shipments} data-testid="prize-shipments">
        {list.map((shipment) => (
          <li key={shipment.shipment_id}>
            <ShipmentCard shipment={shipment} onPay={payAgain} paying={paying === shipment.shipment_id} />
          </li>
        ))}
      </ol>
    );

  return (
    <MemberPage title={t('title.prizeBox')} intro={t('prizeBox.box.intro')} data-testid="prize-box-page">
      {openedId && (
        <section className={styles.section} aria-label={t('prizeBox.shipments.opened')} data-testid="opened-shipment">
          {openedShipment ? (
            <ShipmentCard ref={openedRef} shipment={openedShipment} onPay={payAgain} paying={paying === openedId} />
          ) : (
            Boolean(opened.error) && <p role="alert">{t('prizeBox.shipments.notFound')}</p>
          )}
        </section>
      )}
      <section className={styles.section} data-testid="prize-box">
        {!shipping && <h2 className={styles.sectionTitle}>{t('prizeBox.box.heading')}</h2>}
        {notice && !shipping && (
          <p className={styles.notice} role="alert" data-testid="prize-box-notice">
            {notice}
          </p>
        )}
        {boxBody}
      </section>
      <section className={styles.section}>
        <h2 className={styles.sectionTitle}>{t('prizeBox.shipments.heading')}</h2>
        {shipmentsBody}
      </section>
    </MemberPage>
  );
}
