import * as styles from './page-loading.module.css';

/** Where a page goes while its code loads (the root layout's and each remote region's Suspense fallback). */
export function PageLoading() {
  return <div className={styles.pageLoading} aria-busy="true" />;
}
