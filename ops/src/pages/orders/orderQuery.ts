/**
 * The orders page's filters live in its URL (a search can be bookmarked, shared, and the back button returns to
 * it): these turn the URL's search into the API's query and back, keeping only values the API accepts, so a
 * hand-edited URL never becomes a 400.
 */
import type { AdminOrderExportQuery, AdminOrderListQuery } from '@shop/shared/contract';

export const orderStatuses = ['pending_activation', 'picking', 'refund_requested', 'shipped', 'finished', 'canceled'] as const;
export const paymentMethods = ['credit_card', 'unionpay', 'wechat_pay', 'alipay'] as const;
export const buyerKinds = ['member', 'guest'] as const;
export const invoiceKinds = ['member', 'mobile', 'certificate', 'donation', 'company', 'none'] as const;

export const PAGE_SIZE = 20;

/** The filters' field names, as the form, the URL and the API name them. */
export const filterNames = [
  'q',
  'status',
  'created_from',
  'created_to',
  'payment_method',
  'country_code',
  'buyer',
  'invoice',
] as const;
export type FilterName = (typeof filterNames)[number];
export type OrderFilters = Record<FilterName, string>;

const oneOf =
  <T extends string>(values: readonly T[]) =>
  (value: string): boolean =>
    (values as readonly string[]).includes(value);
const isDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value));

const accepts: Record<FilterName, (value: string) => boolean> = {
  q: (value) => value.length <= 100,
  status: oneOf(orderStatuses),
  created_from: isDay,
  created_to: isDay,
  payment_method: oneOf(paymentMethods),
  country_code: (value) => /^[A-Z]{2}$/.test(value),
  buyer: oneOf(buyerKinds),
  invoice: oneOf(invoiceKinds),
};

/** The form's values from the URL: every filter, empty when absent or not one the API accepts. */
export function filtersOf(search: URLSearchParams): OrderFilters {
  return Object.fromEntries(
    filterNames.map((name) => {
      const value = (search.get(name) ?? '').trim();
      return [name, value && accepts[name](value) ? value : ''];
    }),
  ) as OrderFilters;
}

/** What GET orders.csv takes: the filters that are set. */
export function exportQueryOf(search: URLSearchParams): AdminOrderExportQuery {
  const filters = filtersOf(search);
  return Object.fromEntries(
    filterNames.filter((name) => filters[name]).map((name) => [name, filters[name]]),
  ) as AdminOrderExportQuery;
}

/** What GET orders takes: the filters that are set and the page (1 when the URL's is not a page number). */
export function listQueryOf(search: URLSearchParams): AdminOrderListQuery {
  const page = Number(search.get('page'));
  return {
    ...exportQueryOf(search),
    page: Number.isInteger(page) && page >= 1 && page <= 100000 ? page : 1,
    page_size: PAGE_SIZE,
  };
}

/** The URL's search for a submitted form: the filters that are set (country codes upper-cased), from page 1. */
export function searchOf(filters: Partial<OrderFilters>): URLSearchParams {
  const search = new URLSearchParams();
  for (const name of filterNames) {
    const raw = (filters[name] ?? '').trim();
    const value = name === 'country_code' ? raw.toUpperCase() : raw;
    if (value) search.set(name, value);
  }
  return search;
}
