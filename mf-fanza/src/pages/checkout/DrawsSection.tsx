import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { KujiDetail } from '@shop/shared/contract';
import { CardSection } from '@shop/shared/ui';
import { drawChoices, maxDraws, stepDraws } from '../../lib/drawRules';
import { ns } from '../../namespace';
import * as styles from './checkout.module.css';

interface DrawsSectionProps {
  kuji: KujiDetail;
  draws: number;
  onChange: (draws: number) => void;
}

/** How many draws: a stepper and quick choices, within the per-order limit and what is left in the box. */
export function DrawsSection({ kuji, draws, onChange }: DrawsSectionProps) {
  const { t } = useTranslation(ns);
  const countId = useId();
  const most = maxDraws(kuji);
  return (
    <CardSection title={t('checkout.draws')} testId="kuji-draws">
      <div className={styles.stepper} role="group" aria-labelledby={countId}>
        <button
          type="button"
          className={styles.stepButton}
          onClick={() => onChange(stepDraws(draws, -1, kuji))}
          disabled={draws <= 1}
          aria-label={t('checkout.fewer')}
        >
          −
        </button>
        <output id={countId} className={styles.count} data-testid="draws-count" aria-live="polite">
          {t('checkout.drawCount', { count: draws })}
        </output>
        <button
          type="button"
          className={styles.stepButton}
          onClick={() => onChange(stepDraws(draws, 1, kuji))}
          disabled={draws >= most}
          aria-label={t('checkout.more')}
        >
          +
        </button>
      </div>
      <div className={styles.quick}>
        {drawChoices(kuji).map((n) => (
          <button key={n} type="button" className={styles.quickChoice} aria-pressed={n === draws} onClick={() => onChange(n)}>
            {n === kuji.tickets_left && n > 1 ? t('checkout.allLeft', { count: n }) : t('checkout.drawCount', { count: n })}
          </button>
        ))}
      </div>
      <p className={styles.meta}>{t('checkout.limit', { count: kuji.per_order_limit })}</p>
    </CardSection>
  );
}
