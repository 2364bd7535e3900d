// What the API benchmark asks for, read from the seeded shop: every product page and list page, category pages in
// several orders, keyword searches, and a signed-in member's cart, in the three languages.
import { DEMO_MEMBER } from '../src/seed';
import type { Endpoint, Request } from './bench-load';

const LOCALES = ['zh-TW', 'zh-CN', 'en'];
const KEYWORDS = ['一番賞', '機甲少女', '福袋', '盲盒', 'figure', 'Mecha Maidns', 'acrylic stand', '手办'];

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the seeded shop's answers, read loosely
async function json(url: string, init?: RequestInit): Promise<any> {
  const res = await fetch(url, init);
  if (!res.ok) throw new Error(`${init?.method ?? 'GET'} ${url}: ${res.status} ${await res.text()}`);
  return res.json();
}

function post(body: unknown, headers: Record<string, string> = {}): RequestInit {
  return { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) };
}

/** Every path in every language, interleaved so that consecutive requests differ in both. */
const inEachLanguage = (paths: string[], headers: Record<string, string> = {}): Request[] =>
  paths.flatMap((path, i) => LOCALES.map((_, j) => ({ path, headers: { ...headers, locale: LOCALES[(i + j) % 3]! } })));

export async function endpointsOf(base: string) {
  const v1 = `${base}/api/v1`;
  const { total } = await json(`${v1}/product?page_size=1`);
  const categories: number[] = (await json(`${v1}/category`)).data.map((c: { category_id: number }) => c.category_id);
  const login = post({ email: DEMO_MEMBER.email, password: DEMO_MEMBER.password });
  const authorization = `Bearer ${(await json(`${v1}/account/login`, login)).data.jwt}`;
  // A cart of three on-sale products, so that its read joins and prices something.
  const onSale = (await json(`${v1}/product?availability=available&page_size=3`)).data;
  for (const p of onSale) await json(`${v1}/cart`, post({ product_id: p.product_id, update_amount: 1 }, { authorization }));

  const ids = Array.from({ length: total as number }, (_, i) => i + 1);
  const pages = Array.from({ length: Math.ceil(total / 20) }, (_, i) => i + 1);
  const tw = { locale: 'zh-TW' };
  const lists = [
    ...pages.map((p) => `/api/v1/product?page_size=20&page=${p}`),
    ...pages.map((p) => `/api/v1/product?category_id=all&sort=popular&page_size=20&page=${p}`),
    ...categories.flatMap((c) =>
      ['newest', 'popular', 'price_asc'].map((sort) => `/api/v1/product?category_id=${c}&sort=${sort}&page_size=20`),
    ),
  ];
  const endpoint = (name: string, requests: Request[]): Endpoint => ({ name, requests });
  return {
    list: endpoint(
      'GET /product (list)',
      pages.map((p) => ({ path: `/api/v1/product?page_size=20&page=${p}`, headers: tw })),
    ),
    detail: endpoint(
      'GET /product/:id',
      ids.map((id) => ({ path: `/api/v1/product/${id}`, headers: tw })),
    ),
    mixed: {
      list: endpoint('list (all, category, sorted)', inEachLanguage(lists)),
      detail: endpoint('detail', inEachLanguage(ids.map((id) => `/api/v1/product/${id}`))),
      search: endpoint(
        'search (keyword)',
        inEachLanguage(KEYWORDS.map((k) => `/api/v1/product?keyword=${encodeURIComponent(k)}`)),
      ),
      cart: endpoint("member's cart", inEachLanguage(['/api/v1/cart'], { authorization })),
    },
  };
}
