import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { buttonClassName, NoticePage } from '@shop/shared/ui';
import { ns } from '../../namespace';

/** An id that is no product (any more): say so, and offer the way home or to all products. */
export function ProductNotFound() {
  const { t } = useTranslation(ns);
  return (
    <NoticePage
      title={t('product.notFound.title')}
      data-testid="product-not-found"
      actions={
        <>
          <Link to="/" className={buttonClassName({ variant: 'primary' })}>
            {t('product.notFound.home')}
          </Link>
          <Link to="/product-list/all" className={buttonClassName()}>
            {t('product.notFound.browse')}
          </Link>
        </>
      }
    >
      <p>{t('product.notFound.body')}</p>
    </NoticePage>
  );
}
