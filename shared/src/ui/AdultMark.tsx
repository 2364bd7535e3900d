import { useTranslation } from 'react-i18next';
import { uiNamespace } from './namespace';
import { VisuallyHidden } from './VisuallyHidden';
import * as styles from './adult.module.css';

interface AdultMarkProps {
  /** `large` beside a page's title; `small` on a card. */
  size?: 'small' | 'large';
  /** Places the mark (over a picture's corner); its look stays the mark's own. */
  className?: string;
}

/** The "18+" mark of an adult product or theme: short to the eye, a sentence for a screen reader. */
export function AdultMark({ size = 'small', className }: AdultMarkProps) {
  const { t } = useTranslation(uiNamespace);
  const classes = [styles.mark, size === 'large' ? styles.large : '', className].filter(Boolean).join(' ');
  return (
    <span className={classes} title={t('adult.label')} data-badge="adult">
      <span aria-hidden="true">{t('adult.mark')}</span>
      <VisuallyHidden>{t('adult.label')}</VisuallyHidden>
    </span>
  );
}
