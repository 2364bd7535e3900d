/**
 * An existing product's stock and sale state: the stock is moved by a delta (goods received +, damaged −) in the
 * API's row lock, never set, so a sale made meanwhile is not overwritten; on sale / off sale is one button.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminProduct, AdminProductBody } from '@shop/shared/contract';
import { adminApi, refusalOf } from '../../api/client';
import { Outcome } from '../../ui/Outcome';
import * as styles from '../../ui/console.module.css';

export function StockAndSale({ product, onChanged }: { product: AdminProduct; onChanged: (p: AdminProduct) => void }) {
  const { t } = useTranslation();
  const [delta, setDelta] = useState('');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ refusal?: string; done?: string }>();
  const run = async (call: () => Promise<{ data: AdminProductBody }>, done: string) => {
    setBusy(true);
    setOutcome(undefined);
    try {
      onChanged((await call()).data.data);
      setOutcome({ done });
      setDelta('');
    } catch (error) {
      setOutcome({ refusal: refusalOf(error) ?? t('error.unknown') });
    } finally {
      setBusy(false);
    }
  };
  const amount = Number(delta);
  const validDelta = delta.trim() !== '' && Number.isInteger(amount) && amount !== 0 && Math.abs(amount) <= 1_000_000;
  return (
    <section className={`${styles.section} ${styles.stack}`} aria-labelledby="stock-and-sale">
      <h2 id="stock-and-sale">{t('catalogue.stock.title')}</h2>
      <dl className={styles.facts}>
        <dt>{t('catalogue.stock.current')}</dt>
        <dd data-testid="product-stock">{product.stock}</dd>
        <dt>{t('catalogue.product.state')}</dt>
        <dd>{product.on_sale ? t('catalogue.product.onSale') : t('catalogue.product.offSale')}</dd>
      </dl>
      <form
        className={styles.fields}
        onSubmit={(event) => {
          event.preventDefault();
          if (validDelta)
            void run(() => adminApi.post(`/products/${product.id}/stock`, { delta: amount }), t('catalogue.stock.moved'));
        }}
      >
        <label className={styles.field}>
          {t('catalogue.stock.delta')}
          <input type="number" step={1} value={delta} onChange={(event) => setDelta(event.target.value)} />
        </label>
        <div className={styles.buttons}>
          <button type="submit" className={styles.button} disabled={busy || !validDelta}>
            {t('catalogue.stock.move')}
          </button>
        </div>
      </form>
      <div className={styles.buttons}>
        {product.on_sale ? (
          <button
            type="button"
            className={styles.danger}
            disabled={busy}
            onClick={() => void run(() => adminApi.post(`/products/${product.id}/withdraw`), t('catalogue.product.withdrawn'))}
          >
            {t('catalogue.product.withdraw')}
          </button>
        ) : (
          <button
            type="button"
            className={styles.primary}
            disabled={busy}
            onClick={() => void run(() => adminApi.post(`/products/${product.id}/restore`), t('catalogue.product.restored'))}
          >
            {t('catalogue.product.restore')}
          </button>
        )}
      </div>
      {outcome && <Outcome refusal={outcome.refusal} done={outcome.done} />}
    </section>
  );
}
