import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { CartItem } from '@shop/shared/contract';
import { effectivePrice, formatTwd } from '@shop/shared/format';
import type { CartGroup } from '../../lib/cartGroups';
import { selectAllOf } from '../../lib/selection';
import { ns } from '../../namespace';
import { CartLineRow } from './CartLineRow';
import type { LineActions } from './useLineActions';
import * as styles from './cart-page.module.css';

interface CartGroupSectionProps {
  group: CartGroup;
  selected: ReadonlySet<number>;
  onSelect: (line: CartItem, selected: boolean) => void;
  onSelectAll: (group: CartGroup, selected: boolean) => void;
  actions: LineActions;
}

/** Lines that ship from one place and can be checked out together, with "select all" and their subtotal. */
export function CartGroupSection({ group, selected, onSelect, onSelectAll, actions }: CartGroupSectionProps) {
  const { t } = useTranslation(ns);
  const headingId = useId();
  const title = t(`cart.group.${group.kind}.${group.origin}`);
  const all = selectAllOf(group);
  const chosen = group.lines.filter((line) => selected.has(line.product_id));
  const allChosen = all.length > 0 && all.every((line) => selected.has(line.product_id));
  const subtotal = chosen.reduce((sum, line) => sum + effectivePrice(line.product) * line.amount, 0);
  const selectAll = useRef<HTMLInputElement>(null);
  // "Some but not all" is a property of the element only (no attribute for it).
  useEffect(() => {
    if (selectAll.current) selectAll.current.indeterminate = chosen.length > 0 && !allChosen;
  }, [chosen.length, allChosen]);

  return (
    <section className={styles.group} aria-labelledby={headingId} data-testid={`cart-group-${group.kind}-${group.origin}`}>
      <header className={styles.groupHeader}>
        <input
          ref={selectAll}
          type="checkbox"
          className={styles.checkbox}
          checked={allChosen}
          disabled={all.length === 0}
          aria-label={t('cart.group.selectAll', { group: title })}
          onChange={(event) => onSelectAll(group, event.target.checked)}
        />
        <h2 id={headingId} className={styles.groupTitle}>
          {title}
        </h2>
      </header>
      {group.kind === 'preOrder' && <p className={styles.groupNote}>{t('cart.group.preOrderNote')}</p>}
      <ul className={styles.lines}>
        {group.lines.map((line) => (
          <CartLineRow
            key={line.product_id}
            line={line}
            selected={selected.has(line.product_id)}
            onSelect={(on) => onSelect(line, on)}
            onAmount={(amount) => actions.setAmount(line, amount)}
            onRemove={() => actions.remove(line)}
            busy={actions.busy.has(line.product_id)}
          />
        ))}
      </ul>
      {chosen.length > 0 && (
        <p className={styles.groupSubtotal} data-testid="group-subtotal">
          {t('cart.group.subtotal')} <strong>{formatTwd(subtotal)}</strong>
        </p>
      )}
    </section>
  );
}
