import { useStore } from '@nanostores/react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { $cartCount } from '@shop/shared/stores';
import { ns } from '../../namespace';
import { CartIcon } from '../icons/Icons';
import { iconButtonClassName } from '@shop/shared/ui';
import * as styles from './cart-link.module.css';

/**
 * The cart icon. SPEC §2 marks a cart with items by a dot, as on small screens; large screens have room for
 * the number of units in it. Either way the link's name says how many, so screen readers hear it.
 */
export function CartLink() {
  const { t } = useTranslation(ns);
  // The cart lives in this browser: server-rendered HTML shows none, hydration starts from that.
  const cartCount = useStore($cartCount, { ssr: () => 0 });
  return (
    <Link
      to="/cart"
      className={iconButtonClassName(styles.cartLink)}
      aria-label={cartCount > 0 ? t('header.cartWithCount', { count: cartCount }) : t('header.cart')}
    >
      <CartIcon />
      {cartCount > 0 && (
        <span className={styles.badge} data-testid="cart-dot" aria-hidden="true">
          <span className={styles.count} data-testid="cart-count">
            {cartCount}
          </span>
        </span>
      )}
    </Link>
  );
}
