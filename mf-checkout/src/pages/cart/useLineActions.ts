import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CartItem } from '@shop/shared/contract';
import { removeFromCart, setCartLineAmount } from '@shop/shared/cart';
import { $selectedList, confirmDialog } from '@shop/shared/stores';
import { ns } from '../../namespace';

export interface LineActions {
  /** Lines with a change on its way: their controls wait for it. */
  busy: ReadonlySet<number>;
  setAmount: (line: CartItem, amount: number) => void;
  remove: (line: CartItem) => void;
}

/**
 * A line's quantity and removal go straight to the API (`@shop/shared/cart`, which replaces the cart with the
 * answer, so the header's dot follows) and keep the checkout selection in step. A refusal is shown by the
 * API client (the cart's messages) and the cart is reloaded from the API.
 */
export function useLineActions(): LineActions {
  const { t } = useTranslation(ns);
  const [busy, setBusy] = useState<ReadonlySet<number>>(new Set());
  const run = async (productId: number, change: () => Promise<void>) => {
    setBusy((ids) => new Set(ids).add(productId));
    try {
      await change();
    } catch {
      // Told by the API client; the cart was reloaded.
    } finally {
      setBusy((ids) => {
        const next = new Set(ids);
        next.delete(productId);
        return next;
      });
    }
  };

  return {
    busy,
    setAmount: (line, amount) =>
      void run(line.product_id, async () => {
        await setCartLineAmount(line.product_id, amount);
        $selectedList.set(
          $selectedList.get().map((entry) => (entry.product_id === line.product_id ? { ...entry, amount } : entry)),
        );
      }),
    remove: (line) =>
      void run(line.product_id, async () => {
        const confirmed = await confirmDialog({
          message: t('cart.line.removeConfirm', { name: line.product.display_name }),
          confirmText: t('cart.line.remove'),
        });
        if (!confirmed) return;
        await removeFromCart(line.product_id);
        $selectedList.set($selectedList.get().filter((entry) => entry.product_id !== line.product_id));
      }),
  };
}
