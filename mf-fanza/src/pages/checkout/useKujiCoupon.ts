import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { KujiQuote } from '@shop/shared/contract';
import { showToast } from '@shop/shared/stores';
import type { CouponOutcome } from '@shop/shared/ui';
import { messageFor, toApiError } from '@shop/shared/transport';
import { quoteKujiOrder } from '../../api/kujiOrders';
import { ns } from '../../namespace';

export type { CouponOutcome };

/**
 * The coupon of a kuji checkout: a code is priced against these draws (POST kuji-order/coupon) before it is
 * taken, so the shopper hears at once 'Coupon applied successfully' or the API's own reason (in their language)
 * why it cannot be used. When the draws change, the code is priced again: a coupon with a threshold may no
 * longer apply.
 */
export function useKujiCoupon(kujiId: number, draws: number) {
  const { t } = useTranslation(ns);
  const [applied, setApplied] = useState<{ code: string; quote: KujiQuote } | null>(null);
  const [outcome, setOutcome] = useState<CouponOutcome | null>(null);
  const [busy, setBusy] = useState(false);
  // Only the newest pricing counts: the shopper may change the draws again before an answer arrives.
  const newest = useRef(0);

  const price = async (code: string, forDraws: number, quiet: boolean) => {
    const run = ++newest.current;
    setBusy(true);
    try {
      const { data } = await quoteKujiOrder({ kuji_id: kujiId, draws: forDraws, coupon_code: code }, { noGlobalError: true });
      if (run !== newest.current) return;
      setApplied({ code, quote: data });
      if (!quiet) {
        setOutcome({ kind: 'applied', message: t('checkout.coupon.applied') });
        showToast(t('checkout.coupon.applied'), 'success');
      }
    } catch (caught) {
      const message = await messageFor(toApiError(caught));
      if (run !== newest.current) return;
      setApplied(null);
      setOutcome({ kind: 'refused', message });
    } finally {
      if (run === newest.current) setBusy(false);
    }
  };

  const stale = applied !== null && applied.quote.draws !== draws;

  /** The shopper changed the draws: the coupon taken is priced for them. */
  const drawsChanged = (next: number) => {
    if (applied) void price(applied.code, next, true);
  };

  const apply = async (typed: string) => {
    const code = typed.trim();
    setOutcome(null);
    if (!code) {
      setApplied(null);
      return;
    }
    await price(code, draws, false);
  };

  const remove = () => {
    newest.current++;
    setBusy(false);
    setApplied(null);
    setOutcome(null);
  };

  /** The API refused the order for its coupon: say why, and buy without it next time. */
  const refused = (message: string) => {
    setApplied(null);
    setOutcome({ kind: 'refused', message });
  };

  return {
    code: applied?.code ?? null,
    quote: stale ? null : (applied?.quote ?? null),
    outcome,
    busy,
    apply,
    remove,
    refused,
    drawsChanged,
  };
}
