/** The product list's filters, kept in the URL: only values the API takes are passed on. */
import type { AdminProductQuery } from '@shop/shared/contract';

export const PRODUCT_PAGE_SIZE = 20;

const flag = (value: string | null): boolean | undefined => (value === 'true' ? true : value === 'false' ? false : undefined);

export function productQuery(search: URLSearchParams): AdminProductQuery {
  const page = Number(search.get('page'));
  const category = Number(search.get('category_id'));
  const q = (search.get('q') ?? '').trim().slice(0, 100);
  const onSale = flag(search.get('on_sale'));
  const luckyBag = flag(search.get('lucky_bag'));
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    page_size: PRODUCT_PAGE_SIZE,
    ...(q && { q }),
    ...(Number.isInteger(category) && category >= 1 && { category_id: category }),
    ...(onSale !== undefined && { on_sale: onSale }),
    ...(luckyBag !== undefined && { lucky_bag: luckyBag }),
  };
}
