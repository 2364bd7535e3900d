import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { effectivePrice } from '@shop/shared/format';
import { CardSection } from '@shop/shared/ui';
import { OrderLines } from '../../components/order-lines/OrderLines';
import { SubProducts, setPriceOf } from '../../components/sub-products/SubProducts';
import { ns } from '../../namespace';
import type { CheckoutItem } from './loadCheckout';
import * as styles from './checkout.module.css';

/** What is being bought and where it ships from; members can go back to change it in the cart. */
export function ItemsSection({ items, guest }: { items: readonly CheckoutItem[]; guest: boolean }) {
  const { t } = useTranslation(ns);
  const origin = items[0]?.product.ships_from ?? 'TW';
  return (
    <CardSection
      title={t('checkout.items.heading')}
      aside={
        !guest && (
          <Link to="/cart" className={styles.sectionLink}>
            {t('checkout.items.edit')}
          </Link>
        )
      }
      testId="checkout-items"
    >
      <p className={styles.meta}>{t('cart.summary.origin', { origin: t(`cart.origin.${origin}`) })}</p>
      <OrderLines
        lines={items.map(({ line, product, setItems }) => ({
          productId: product.product_id,
          name: product.display_name,
          image: product.image,
          unitPrice: effectivePrice(product),
          markedPrice: product.marked_price,
          amount: line.amount,
          preOrder: product.is_pre_order,
          extra: setItems.length ? <SubProducts infos={setItems} /> : undefined,
          setPrice: setPriceOf(setItems),
        }))}
      />
    </CardSection>
  );
}
