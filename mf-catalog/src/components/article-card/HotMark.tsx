import { useTranslation } from 'react-i18next';
import { ns } from '../../namespace';
import * as styles from './hot-mark.module.css';

/** The "hot" mark of a news article, on its card and on its page. */
export function HotMark() {
  const { t } = useTranslation(ns);
  return (
    <span className={styles.hot} data-testid="hot-mark">
      {t('news.hot')}
    </span>
  );
}
