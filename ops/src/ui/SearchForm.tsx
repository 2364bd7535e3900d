/**
 * A list's filters as a GET form: searching puts them in the URL, so a search is a link and starts at page 1 (the
 * form sends only its fields). Remounted per search so its fields' defaults follow the URL.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, useSearchParams } from 'react-router';
import * as styles from './console.module.css';

export function SearchForm({ children, buttons }: { children: ReactNode; buttons?: ReactNode }) {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  return (
    <Form method="get" className={styles.section} role="search" key={search.toString()}>
      <div className={styles.fields}>{children}</div>
      <div className={styles.buttons}>
        <button type="submit" className={styles.primary}>
          {t('orders.search')}
        </button>
        {buttons}
      </div>
    </Form>
  );
}
