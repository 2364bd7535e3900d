/**
 * Pages of the seeded shop the browser benchmarks visit, found through the API at run time so that a change
 * of the demo data cannot leave a benchmark measuring a missing page. Each is one a shopper sees without the
 * age gate in front of it (a modal over the page would be measured instead of the page).
 */

async function getData<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`GET ${url}: HTTP ${response.status}`);
  return ((await response.json()) as { data: T }).data;
}

/** A product on sale and not adult-only: /product/:id. */
export async function sampleProductPath(baseUrl: string): Promise<string> {
  const products = await getData<{ product_id: number; is_adult: boolean; is_sold_out: boolean }[]>(
    `${baseUrl}/api/v1/product?category_id=all&page_size=50`,
  );
  const product = products.find((item) => !item.is_adult && !item.is_sold_out);
  if (!product) throw new Error('the seed has no product on sale that is not adult-only');
  return `/product/${product.product_id}`;
}

/** A kuji campaign on sale and not adult-only: /fanza/:kujiId. */
export async function sampleKujiPath(baseUrl: string): Promise<string> {
  const campaigns = await getData<{ kuji_id: number; adult: boolean }[]>(`${baseUrl}/api/v1/kuji?status=on_sale&page_size=50`);
  const campaign = campaigns.find((item) => !item.adult);
  if (!campaign) throw new Error('the seed has no kuji campaign on sale that is not adult-only');
  return `/fanza/${campaign.kuji_id}`;
}
