import { useTranslation } from 'react-i18next';
import { formatTwd } from '@shop/shared/format';
import { ns } from '../../namespace';
import * as styles from './sub-products.module.css';

/** A set item as a line shows it: `amount` per unit of the line, at the set's price of one unit. */
export interface SetItemView {
  product_id: number;
  amount: number;
  display_name: string;
  unit_price: number;
}

/** What one unit of a line adds for its set items. */
export const setPriceOf = (items: readonly SetItemView[] | undefined): number =>
  (items ?? []).reduce((sum, item) => sum + item.unit_price * item.amount, 0);

/** The set items a line carries (`sub_product_infos`), each with its amount per unit and its set price. */
export function SubProducts({ infos }: { infos: readonly SetItemView[] }) {
  const { t } = useTranslation(ns);
  if (infos.length === 0) return null;
  return (
    <p className={styles.options} data-testid="line-options">
      <span className={styles.optionsLabel}>{t('cart.line.options')}</span>{' '}
      {infos
        .map((info) =>
          t('cart.line.optionPriced', { name: info.display_name, amount: info.amount, price: formatTwd(info.unit_price) }),
        )
        .join(t('cart.listSeparator'))}
    </p>
  );
}
