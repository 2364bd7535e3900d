import { useTranslation } from 'react-i18next';
import type { SubProductInfo } from '@shop/shared/contract';
import { usePageData } from '@shop/shared/page-cache';
import { getProduct } from '../../api/products';
import { ns } from '../../namespace';
import * as styles from './sub-products.module.css';

/**
 * The options a line was added with (`sub_product_infos`): the cart names only their ids, so their names are
 * read from the catalogue. Until they arrive (or if they cannot), the product number stands in.
 */
export function SubProducts({ infos }: { infos: SubProductInfo[] }) {
  const { t } = useTranslation(ns);
  const { data: names } = usePageData(`sub-products:${infos.map((info) => info.product_id).join(',')}`, () =>
    Promise.all(
      infos.map((info) =>
        getProduct(info.product_id, { noGlobalError: true }).then(
          (body) => body.data.display_name,
          () => `#${info.product_id}`,
        ),
      ),
    ),
  );
  if (infos.length === 0) return null;
  return (
    <p className={styles.options} data-testid="line-options">
      <span className={styles.optionsLabel}>{t('cart.line.options')}</span>{' '}
      {infos
        .map((info, index) => t('cart.line.optionItem', { name: names?.[index] ?? `#${info.product_id}`, amount: info.amount }))
        .join(t('cart.listSeparator'))}
    </p>
  );
}
