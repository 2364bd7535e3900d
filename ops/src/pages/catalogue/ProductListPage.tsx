/** Products (owner, merchandiser): by name or SKU, category, on sale or not, lucky bags; newest first. */
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import type { AdminProductList } from '@shop/shared/contract';
import { adminApi } from '../../api/client';
import { PagedTable } from '../../ui/PagedTable';
import { SearchForm } from '../../ui/SearchForm';
import { money } from '../../ui/format';
import * as styles from '../../ui/console.module.css';
import * as own from './catalogue.module.css';
import { CatalogueTabs } from './CatalogueTabs';
import { catalogueChoices, inLanguage, type CatalogueChoices } from './catalogueChoices';
import { productQuery } from './productQuery';

interface ListData {
  list: AdminProductList;
  categories: CatalogueChoices['categories'];
}

export async function productListLoader({ request }: LoaderFunctionArgs): Promise<ListData> {
  const params = productQuery(new URL(request.url).searchParams);
  const [list, { categories }] = await Promise.all([
    adminApi.get<AdminProductList>('/products', { params, signal: request.signal }).then((r) => r.data),
    catalogueChoices(request.signal),
  ]);
  return { list, categories };
}

function YesNoFilter({ name, label }: { name: string; label: string }) {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  return (
    <label className={styles.field}>
      {label}
      <select name={name} defaultValue={search.get(name) ?? ''}>
        <option value="">{t('catalogue.products.any')}</option>
        <option value="true">{t('catalogue.products.yes')}</option>
        <option value="false">{t('catalogue.products.no')}</option>
      </select>
    </label>
  );
}

export function ProductListPage() {
  const { t, i18n } = useTranslation();
  const { list, categories } = useLoaderData<ListData>();
  const [search] = useSearchParams();
  const categoryName = new Map(categories.map((c) => [c.id, inLanguage(c.name, i18n.language)]));
  return (
    <>
      <CatalogueTabs />
      <h1 className={styles.title}>{t('catalogue.products.title')}</h1>
      <p>
        <Link className={styles.primary} to="/catalogue/products/new">
          {t('catalogue.products.new')}
        </Link>
      </p>
      <SearchForm>
        <label className={styles.field}>
          {t('catalogue.products.q')}
          <input name="q" type="search" defaultValue={search.get('q') ?? ''} maxLength={100} />
        </label>
        <label className={styles.field}>
          {t('catalogue.product.category')}
          <select name="category_id" defaultValue={search.get('category_id') ?? ''}>
            <option value="">{t('catalogue.products.any')}</option>
            {categories.map((c) => (
              <option key={c.id} value={c.id}>
                {categoryName.get(c.id)}
              </option>
            ))}
          </select>
        </label>
        <YesNoFilter name="on_sale" label={t('catalogue.product.onSale')} />
        <YesNoFilter name="lucky_bag" label={t('catalogue.product.luckyBag')} />
      </SearchForm>
      <PagedTable
        list={list}
        none={t('catalogue.products.none')}
        columns={
          <>
            <th scope="col">{t('catalogue.product.sku')}</th>
            <th scope="col">{t('catalogue.product.name')}</th>
            <th scope="col">{t('catalogue.product.category')}</th>
            <th scope="col" className={styles.number}>
              {t('catalogue.product.price')}
            </th>
            <th scope="col" className={styles.number}>
              {t('catalogue.stock.current')}
            </th>
            <th scope="col">{t('catalogue.product.state')}</th>
          </>
        }
        row={(p) => (
          <tr key={p.id}>
            <td className={own.sku}>
              <Link to={`/catalogue/products/${p.id}`}>{p.sku}</Link>
            </td>
            <td>
              {inLanguage(p.name, i18n.language)}
              {p.variant_of !== null && <span className={styles.muted}> · {t('catalogue.product.isSize')}</span>}
            </td>
            <td>{categoryName.get(p.category_id) ?? `#${p.category_id}`}</td>
            <td className={styles.number}>
              {p.selling_price !== null && p.selling_price !== p.marked_price ? (
                <>
                  <s>{money(p.marked_price)}</s> {money(p.selling_price)}
                </>
              ) : (
                money(p.marked_price)
              )}
            </td>
            <td className={styles.number}>{p.pre_order ? t('catalogue.product.preOrder') : p.stock}</td>
            <td>{p.on_sale ? t('catalogue.product.onSale') : t('catalogue.product.offSale')}</td>
          </tr>
        )}
      />
    </>
  );
}
