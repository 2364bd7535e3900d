import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { BlockedLine } from '../../lib/cartGroups';
import { ns } from '../../namespace';
import { CartLineRow } from './CartLineRow';
import type { LineActions } from './useLineActions';
import * as styles from './cart-page.module.css';

/** Lines that cannot be bought now (sold out, no longer on sale, not sold or shipped to the area): remove only. */
export function BlockedSection({ lines, actions }: { lines: BlockedLine[]; actions: LineActions }) {
  const { t } = useTranslation(ns);
  const headingId = useId();
  if (lines.length === 0) return null;
  return (
    <section className={styles.group} aria-labelledby={headingId} data-testid="cart-group-unavailable">
      <header className={styles.groupHeader}>
        <h2 id={headingId} className={styles.groupTitle}>
          {t('cart.unavailable.heading')}
        </h2>
      </header>
      <p className={styles.groupNote}>{t('cart.unavailable.note')}</p>
      <ul className={styles.lines}>
        {lines.map(({ line, reason }) => (
          <CartLineRow
            key={line.product_id}
            line={line}
            blocked={reason}
            onRemove={() => actions.remove(line)}
            busy={actions.busy.has(line.product_id)}
          />
        ))}
      </ul>
    </section>
  );
}
