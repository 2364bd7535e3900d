import { Suspense } from 'react';
import type { ProductDetail } from '@shop/shared/contract';
import { lazyPage } from '@shop/shared/routing';
import * as styles from './restock.module.css';

// formik comes with the form only, so products in stock do not download it. A failed chunk load
// follows the pages' preload-error contract.
const RestockForm = lazyPage(() => import('./RestockForm'));

/** The back-in-stock form of a sold-out product, with its room kept while it loads. */
export function RestockNotice({ product }: { product: ProductDetail }) {
  return (
    <Suspense fallback={<div className={styles.restock} aria-busy="true" />}>
      <RestockForm product={product} />
    </Suspense>
  );
}
