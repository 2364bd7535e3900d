/** The price fields every product, cart line and order item carries (TWD, whole dollars). */
export interface Priced {
  marked_price?: number | null;
  selling_price?: number | null;
}

/** SPEC §3: the selling price when there is one, else the marked price. */
export function effectivePrice(item: Priced): number {
  return item.selling_price ?? item.marked_price ?? 0;
}

/** Marked price minus the effective price; never negative (a selling price above the mark is no discount). */
export function discountOf(item: Priced): number {
  if (item.marked_price === null || item.marked_price === undefined) return 0;
  return Math.max(0, item.marked_price - effectivePrice(item));
}

/** Whole percent off the marked price, for a "-15%" badge; 0 when there is no discount. */
export function discountPercent(item: Priced): number {
  const marked = item.marked_price ?? 0;
  return marked > 0 ? Math.round((discountOf(item) / marked) * 100) : 0;
}

const twdFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** `NT$1,280`: how the shop writes a TWD amount in every language. */
export function formatTwd(amount: number): string {
  return `NT$${twdFormat.format(amount)}`;
}

/** Which foreign currency a shopper's language suggests: CNY for simplified Chinese, USD for English. */
export const approximateCurrencyByLocale: Record<string, string | undefined> = { cn: 'CNY', en: 'USD' };

export interface ApproximatePrice {
  currency: string;
  amount: number;
  /** `≈ ¥286` / `≈ US$39.44`. */
  text: string;
}

/**
 * A TWD amount converted at the day's rates (TWD per unit of the currency), for display beside the
 * real price. Null when the locale suggests no other currency or there is no usable rate.
 */
export function approximatePrice(twd: number, locale: string, rates: Record<string, number>): ApproximatePrice | null {
  const currency = approximateCurrencyByLocale[locale];
  const rate = currency ? rates[currency] : undefined;
  if (!currency || !rate || !Number.isFinite(rate) || rate <= 0) return null;
  const amount = twd / rate;
  const text = new Intl.NumberFormat(locale === 'cn' ? 'zh-CN' : 'en-US', {
    style: 'currency',
    currency,
    currencyDisplay: 'narrowSymbol',
    maximumFractionDigits: currency === 'USD' ? 2 : 0,
  }).format(amount);
  return { currency, amount, text: `≈ ${currency === 'USD' ? 'US' : ''}${text}` };
}
