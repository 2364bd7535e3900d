import { useStore } from '@nanostores/react';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { $cartList, setCartAmount } from '@shop/shared/stores';
import { PlaceholderPage } from '@shop/shared/ui';
import { ns } from '../../namespace';

/** Product detail. Until the catalogue lands this is the placeholder plus a working add-to-cart. */
export default function ProductPage() {
  const productId = Number(useParams().productId);
  const { t } = useTranslation(ns);
  const inCart = useStore($cartList).find((item) => item.product_id === productId)?.amount ?? 0;
  return (
    <>
      <PlaceholderPage />
      <button type="button" className="button button-primary" onClick={() => setCartAmount(productId, inCart + 1)}>
        {t('product.addToCart')}
      </button>
    </>
  );
}
