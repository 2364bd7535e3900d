import { useTranslation } from 'react-i18next';
import { Button } from './Button';
import { uiNamespace } from './namespace';
import * as styles from './list-status.module.css';

/** What a list shows when it has nothing: a sentence, and optionally a way on. */
export function EmptyState({ message, children }: { message?: string; children?: React.ReactNode }) {
  const { t } = useTranslation(uiNamespace);
  return (
    <div className={styles.status} role="status" data-testid="empty-state">
      <p>{message ?? t('state.empty')}</p>
      {children}
    </div>
  );
}

/** What a page shows when its data could not be loaded; the API client has already toasted the reason. */
export function ErrorState({ onRetry }: { onRetry?: () => void }) {
  const { t } = useTranslation(uiNamespace);
  return (
    <div className={styles.status} role="alert" data-testid="error-state">
      <p>{t('state.error')}</p>
      {onRetry && <Button onClick={onRetry}>{t('state.retry')}</Button>}
    </div>
  );
}
