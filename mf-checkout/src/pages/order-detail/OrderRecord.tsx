import { useTranslation } from 'react-i18next';
import type { OrderDetail } from '@shop/shared/contract';
import { formatDate, formatTwd, maskedId } from '@shop/shared/format';
import { InvoiceFacts, IssuedInvoiceFacts } from '@shop/shared/forms/invoice/facts';
import { defaultLocale, isLocale, localeTags } from '@shop/shared/stores';
import { paymentNamespace } from '@shop/shared/payment';
import { AmountRows, CardSection, FactList, OrderStatusLabel, PaymentDue, RecordPage, useOrderStatusText } from '@shop/shared/ui';
import { OrderLines } from '../../components/order-lines/OrderLines';
import { OrderTimeline } from '../../components/order-timeline/OrderTimeline';
import { PayAgain } from '../../components/pay-again/PayAgain';
import { CancelOrderButton } from '../../components/pending-order/CancelOrderButton';
import { CancelPaidOrder, mayAskToCancel } from '../../components/refund/CancelPaidOrder';
import { Refunds } from '../../components/refund/Refunds';
import { SubProducts, setPriceOf } from '../../components/sub-products/SubProducts';
import { orderOutcome } from '../../lib/orderOutcome';
import { ns } from '../../namespace';
import * as styles from './order-detail.module.css';

/** A pickup store's name with its chain, unless the name already says it ("7-ELEVEN 台大門市"). */
const storeName = (name: string, chain: string) => (name.includes(chain) ? name : `${chain} ${name}`);

/** The order record (SPEC §3 order labels): status, items, amounts, delivery, shipping, customs, payment, e-invoice. */
export function OrderRecord({ order, token, onChanged }: { order: OrderDetail; token: string | null; onChanged: () => void }) {
  const { t, i18n } = useTranslation(ns);
  const { t: tp } = useTranslation(paymentNamespace);
  const statusText = useOrderStatusText();
  // Country names in the language the page speaks.
  const regions = new Intl.DisplayNames([localeTags[isLocale(i18n.language) ? i18n.language : defaultLocale]], {
    type: 'region',
  });
  const { delivery, shipping, amounts } = order;
  const unpaid = orderOutcome(order) === 'unpaid' || orderOutcome(order) === 'waiting';

  return (
    <RecordPage
      title={t('title.orderDetail')}
      number={{ label: t('result.orderNumber'), value: order.order_number }}
      status={<OrderStatusLabel order={order} />}
      data-testid="order-record"
    >
      {unpaid && order.payment_deadline && (
        <PaymentDue message={t('order.unpaid', { time: formatDate(order.payment_deadline, true) })}>
          <PayAgain order={order} token={token} />
          <CancelOrderButton order={order} token={token} onChanged={onChanged} />
        </PaymentDue>
      )}
      <div className={styles.grid}>
        <CardSection compact title={t('order.info')}>
          <FactList>
            <dt>{t('order.time')}</dt>
            <dd>{formatDate(order.created_at, true)}</dd>
            <dt>{t('order.status')}</dt>
            <dd>{statusText(order.status, order.paid_at, order)}</dd>
            {order.cancel_reason && (
              <>
                <dt>{t('order.cancelReason')}</dt>
                <dd>{t(`result.reason.${order.cancel_reason}`)}</dd>
              </>
            )}
          </FactList>
        </CardSection>
        <CardSection compact title={t('order.payment')} testId="order-payment">
          <FactList>
            <dt>{t('result.method')}</dt>
            <dd>{tp(`methods.${order.payment_method}`)}</dd>
            <dt>{t('order.paidAt')}</dt>
            <dd>{order.paid_at ? formatDate(order.paid_at, true) : t('order.notPaid')}</dd>
            {order.invoice && <InvoiceFacts invoice={order.invoice} />}
            {order.invoice?.issued && <IssuedInvoiceFacts issued={order.invoice.issued} />}
          </FactList>
          <Refunds order={order} />
          {mayAskToCancel(order) && (
            <p className={styles.actions}>
              <CancelPaidOrder order={order} token={token} onChanged={onChanged} />
            </p>
          )}
        </CardSection>
      </div>
      <CardSection compact title={t('timeline.heading')} testId="order-progress">
        <OrderTimeline order={order} />
      </CardSection>
      <CardSection compact title={t('order.products')} testId="order-products">
        <OrderLines
          lines={order.items.map((item) => ({
            productId: item.product_id,
            name: item.display_name,
            image: item.image,
            unitPrice: item.unit_price,
            markedPrice: item.marked_price,
            amount: item.amount,
            preOrder: item.is_pre_order,
            extra: item.sub_product_infos.length ? <SubProducts infos={item.sub_product_infos} /> : undefined,
            setPrice: setPriceOf(item.sub_product_infos),
          }))}
        />
        <AmountRows
          className={styles.amounts}
          testId="order-amounts"
          rows={[
            { label: t('cart.summary.subtotal'), amount: formatTwd(amounts.subtotal) },
            {
              label: t('cart.summary.shipping'),
              amount: amounts.shipping_fee === 0 ? t('cart.summary.shippingFree') : formatTwd(amounts.shipping_fee),
            },
            order.coupon && {
              label: t('checkout.summary.discount', { name: `${order.coupon.display_name} (${order.coupon.code})` }),
              amount: `−${formatTwd(amounts.discount)}`,
            },
          ]}
          total={{ label: t('order.amount'), amount: formatTwd(amounts.total), testId: 'order-total' }}
        />
        {order.import_tax_excluded && <p className={styles.muted}>{t('cart.importTax')}</p>}
        {order.return_shipping_fee !== null && (
          <p className={styles.muted}>{t('order.returnShipping', { amount: formatTwd(order.return_shipping_fee) })}</p>
        )}
      </CardSection>
      <div className={styles.grid}>
        <CardSection compact title={t('order.delivery')} testId="order-delivery">
          <FactList>
            <dt>{t('checkout.delivery.country')}</dt>
            <dd>{regions.of(delivery.country_code) ?? delivery.country_code}</dd>
            <dt>{t('checkout.delivery.method')}</dt>
            <dd>{t(`checkout.delivery.methods.${delivery.delivery_method}`)}</dd>
            <dt>{t('checkout.recipient.heading')}</dt>
            <dd>
              {delivery.recipient.name}
              <br />+{delivery.recipient.phone_code} {delivery.recipient.phone_number}
              <br />
              {delivery.recipient.email}
            </dd>
            {delivery.address && (
              <>
                <dt>{t('order.address')}</dt>
                <dd data-testid="order-address">
                  {/* As the address's country prints it, in the page's language (an older API: its parts in a row). */}
                  {(
                    delivery.address.lines ?? [
                      [delivery.address.postal_code, delivery.address.city, delivery.address.district, delivery.address.detail]
                        .filter(Boolean)
                        .join(' '),
                    ]
                  ).map((line, index) => (
                    <span key={index} className={styles.addressLine}>
                      {line}
                    </span>
                  ))}
                </dd>
              </>
            )}
            {delivery.cvs_store && (
              <>
                <dt>{t('checkout.cvs.store')}</dt>
                <dd>
                  {storeName(delivery.cvs_store.name, t(`checkout.cvs.brands.${delivery.cvs_store.brand}`))}
                  <br />
                  {delivery.cvs_store.address}
                </dd>
              </>
            )}
          </FactList>
        </CardSection>
        <CardSection compact title={t('order.shipping')} testId="order-shipping">
          <FactList>
            <dt>{t('order.shippingCode')}</dt>
            <dd data-testid="shipping-code">{shipping.shipping_code ?? t('order.notShipped')}</dd>
            {shipping.carrier && (
              <>
                <dt>{t('order.carrier')}</dt>
                <dd>{shipping.carrier}</dd>
              </>
            )}
            {shipping.shipped_at && (
              <>
                <dt>{t('order.shippedAt')}</dt>
                <dd>{formatDate(shipping.shipped_at, true)}</dd>
              </>
            )}
            {shipping.finished_at && (
              <>
                <dt>{t('order.finishedAt')}</dt>
                <dd>{formatDate(shipping.finished_at, true)}</dd>
              </>
            )}
          </FactList>
          {order.customs && (
            <FactList testId="order-customs">
              <dt>{t('checkout.customs.heading')}</dt>
              <dd>
                {regions.of(order.customs.country_code) ?? order.customs.country_code} · {maskedId(order.customs.id_number)}
              </dd>
            </FactList>
          )}
        </CardSection>
      </div>
    </RecordPage>
  );
}
