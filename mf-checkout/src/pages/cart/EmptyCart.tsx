import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { NoticePage, buttonClassName } from '@shop/shared/ui';
import { ns } from '../../namespace';

/** An empty cart, with the way back to the catalogue (and above it what else to know: an unpaid order). */
export function EmptyCart({ children }: { children?: ReactNode }) {
  const { t } = useTranslation(ns);
  return (
    <NoticePage
      title={t('cart.empty.heading')}
      data-testid="cart-empty"
      actions={
        <Link to="/product-list/all" className={buttonClassName({ variant: 'primary' })}>
          {t('cart.empty.browse')}
        </Link>
      }
    >
      {children}
      <p>{t('cart.empty.body')}</p>
    </NoticePage>
  );
}
