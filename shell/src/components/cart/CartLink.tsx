import { useStore } from '@nanostores/react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { $cartCount } from '@shop/shared/stores';
import { ns } from '../../namespace';
import { CartIcon } from '../icons/Icons';

/** The cart icon; a dot with the number of units appears once the cart has anything in it. */
export function CartLink() {
  const { t } = useTranslation(ns);
  const cartCount = useStore($cartCount);
  return (
    <Link
      to="/cart"
      className="icon-button cart-link"
      aria-label={cartCount > 0 ? t('header.cartWithCount', { count: cartCount }) : t('header.cart')}
    >
      <CartIcon />
      {cartCount > 0 && (
        <span className="cart-dot" data-testid="cart-count" aria-hidden="true">
          {cartCount}
        </span>
      )}
    </Link>
  );
}
