import { useStore } from '@nanostores/react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { $cartCount } from '@shop/shared/stores';
import { ns } from '../../namespace';
import { CartIcon } from '../icons/Icons';
import { iconButtonClassName } from '@shop/shared/ui';
import * as styles from './cart-link.module.css';

/** The cart icon; a dot with the number of units appears once the cart has anything in it. */
export function CartLink() {
  const { t } = useTranslation(ns);
  const cartCount = useStore($cartCount);
  return (
    <Link
      to="/cart"
      className={iconButtonClassName(styles.cartLink)}
      aria-label={cartCount > 0 ? t('header.cartWithCount', { count: cartCount }) : t('header.cart')}
    >
      <CartIcon />
      {cartCount > 0 && (
        <span className={styles.dot} data-testid="cart-count" aria-hidden="true">
          {cartCount}
        </span>
      )}
    </Link>
  );
}
