/**
 * A product's editor (owner, merchandiser): a new one (`/catalogue/products/new`) or an existing one, with its
 * names and descriptions in tw/cn/en, prices, dates, flags, category, themes, pictures and, for a new product, its
 * stock and the design it is a size of. An existing product's stock and sale state are moved beside the form.
 */
import { Field, Form as FormikForm, Formik, useFormikContext } from 'formik';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData, useNavigate, type LoaderFunctionArgs } from 'react-router';
import type { AdminProduct, AdminProductBody } from '@shop/shared/contract';
import { adminApi, refusalOf } from '../../api/client';
import { Outcome } from '../../ui/Outcome';
import { TextInput } from '../../ui/TextInput';
import { moment } from '../../ui/format';
import * as styles from '../../ui/console.module.css';
import { catalogueChoices, inLanguage, type CatalogueChoices } from './catalogueChoices';
import * as own from './catalogue.module.css';
import { LanguageFields } from './LanguageFields';
import { PicturesField } from './PicturesField';
import {
  changeRequest,
  emptyProduct,
  newProductRequest,
  productValues,
  salesAreas,
  sizeLabels,
  type ProductValues,
} from './productForm';
import { productSchema } from './productSchema';
import { StockAndSale } from './StockAndSale';

interface EditorData extends CatalogueChoices {
  product: AdminProduct | null;
}

export async function productEditorLoader({ params, request }: LoaderFunctionArgs): Promise<EditorData> {
  const [choices, product] = await Promise.all([
    catalogueChoices(request.signal),
    params.productId
      ? adminApi.get<AdminProductBody>(`/products/${params.productId}`, { signal: request.signal }).then((r) => r.data.data)
      : null,
  ]);
  return { ...choices, product };
}

function Check({ name, label, value }: { name: string; label: string; value?: string }) {
  return (
    <label className={own.check}>
      <Field type="checkbox" name={name} value={value} />
      {label}
    </label>
  );
}

/** Themes are ids (numbers), which Formik's checkbox arrays do not keep: toggled by hand. */
function ThemeChecks({ themes }: { themes: CatalogueChoices['themes'] }) {
  const { t, i18n } = useTranslation();
  const { values, setFieldValue } = useFormikContext<ProductValues>();
  if (themes.length === 0) return <p className={styles.muted}>{t('catalogue.product.noThemes')}</p>;
  return (
    <div className={own.checks}>
      {themes.map((theme) => (
        <label key={theme.id} className={own.check}>
          <input
            type="checkbox"
            checked={values.theme_ids.includes(theme.id)}
            onChange={(event) =>
              void setFieldValue(
                'theme_ids',
                event.target.checked ? [...values.theme_ids, theme.id] : values.theme_ids.filter((id) => id !== theme.id),
              )
            }
          />
          {inLanguage(theme.name, i18n.language)}
        </label>
      ))}
    </div>
  );
}

function Select({ name, label, children }: { name: string; label: string; children: ReactNode }) {
  return (
    <label className={styles.field}>
      {label}
      <Field as="select" name={name}>
        {children}
      </Field>
    </label>
  );
}

/** One editor per product: going from a new product to the one just created starts a fresh one. */
export function ProductEditorPage() {
  const loaded = useLoaderData<EditorData>();
  return <ProductEditor key={loaded.product?.id ?? 'new'} loaded={loaded} />;
}

function ProductEditor({ loaded }: { loaded: EditorData }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  // The product as last saved: the stock panel and a save both answer the whole product.
  const [product, setProduct] = useState(loaded.product);
  const [outcome, setOutcome] = useState<{ refusal?: string; done?: string }>();
  const creating = product === null;
  const lang = i18n.language;
  return (
    <>
      <p>
        <Link to="/catalogue/products">{t('catalogue.products.back')}</Link>
      </p>
      <h1 className={styles.title}>
        {creating ? t('catalogue.products.new') : `${inLanguage(product.name, lang)} (${product.sku})`}
      </h1>
      {product && (
        <>
          <dl className={`${styles.facts} ${styles.section}`}>
            <dt>{t('catalogue.product.created')}</dt>
            <dd>{moment(product.created_at)}</dd>
            {product.variant_of !== null && (
              <>
                <dt>{t('catalogue.product.sizeOf')}</dt>
                <dd>
                  <Link to={`/catalogue/products/${product.variant_of}`}>#{product.variant_of}</Link> · {product.variant_label}
                </dd>
              </>
            )}
            {product.size_ids.length > 0 && (
              <>
                <dt>{t('catalogue.product.sizes')}</dt>
                <dd>
                  {product.size_ids.map((id) => (
                    <Link key={id} to={`/catalogue/products/${id}`} className={own.sizeLink}>
                      #{id}
                    </Link>
                  ))}
                </dd>
              </>
            )}
            <dt>{t('catalogue.product.shopPage')}</dt>
            <dd>
              <a href={`/product/${product.id}`} target="_blank" rel="noreferrer">
                /product/{product.id}
              </a>
            </dd>
          </dl>
          <StockAndSale product={product} onChanged={setProduct} />
        </>
      )}
      <Formik
        initialValues={product ? productValues(product) : emptyProduct()}
        validationSchema={productSchema(t, creating)}
        onSubmit={async (values) => {
          setOutcome(undefined);
          try {
            if (creating) {
              const { data } = await adminApi.post<AdminProductBody>('/products', newProductRequest(values));
              await navigate(`/catalogue/products/${data.data.id}`, { state: { created: true } });
            } else {
              const { data } = await adminApi.patch<AdminProductBody>(`/products/${product.id}`, changeRequest(values));
              setProduct(data.data);
              setOutcome({ done: t('catalogue.product.saved') });
            }
          } catch (error) {
            setOutcome({ refusal: refusalOf(error) ?? t('error.unknown') });
          }
        }}
      >
        {({ isSubmitting, values }) => (
          <FormikForm noValidate className={`${styles.section} ${styles.stack}`} aria-labelledby="product-form">
            <h2 id="product-form">{t('catalogue.product.details')}</h2>
            <div className={own.grid}>
              {creating && <TextInput name="sku" label={t('catalogue.product.sku')} autoComplete="off" />}
              <Select name="category_id" label={t('catalogue.product.category')}>
                <option value="">{t('catalogue.product.pick')}</option>
                {loaded.categories.map((c) => (
                  <option key={c.id} value={String(c.id)}>
                    {inLanguage(c.name, lang)}
                  </option>
                ))}
              </Select>
            </div>
            <LanguageFields name="name" label={t('catalogue.product.name')} />
            <LanguageFields name="description" label={t('catalogue.product.description')} multiline />
            <div className={own.grid}>
              <TextInput name="marked_price" type="number" min={0} step={1} label={t('catalogue.product.markedPrice')} />
              <TextInput name="selling_price" type="number" min={0} step={1} label={t('catalogue.product.sellingPrice')} />
              <TextInput name="purchase_limit" type="number" min={1} step={1} label={t('catalogue.product.purchaseLimit')} />
              {creating && <TextInput name="stock" type="number" min={0} step={1} label={t('catalogue.stock.initial')} />}
              <TextInput name="release_at" type="datetime-local" label={t('catalogue.product.releaseAt')} />
              <Select name="ships_from" label={t('catalogue.product.shipsFrom')}>
                <option value="TW">{t('catalogue.area.TW')}</option>
                <option value="CN">{t('catalogue.area.CN')}</option>
              </Select>
            </div>
            <fieldset className={own.fieldset}>
              <legend>{t('catalogue.product.kind')}</legend>
              <div className={own.checks}>
                <Check name="pre_order" label={t('catalogue.product.preOrder')} />
                <Check name="adult" label={t('catalogue.product.adult')} />
                <Check name="lucky_bag" label={t('catalogue.product.luckyBag')} />
                <Check name="featured" label={t('catalogue.product.featured')} />
                <Check name="single_checkout" label={t('catalogue.product.singleCheckout')} />
              </div>
            </fieldset>
            <fieldset className={own.fieldset}>
              <legend>{t('catalogue.product.salesArea')}</legend>
              <div className={own.checks}>
                {salesAreas.map((area) => (
                  <Check key={area} name="sales_area" value={area} label={t(`catalogue.area.${area}`)} />
                ))}
              </div>
            </fieldset>
            <fieldset className={own.fieldset}>
              <legend>{t('catalogue.product.themes')}</legend>
              <ThemeChecks themes={loaded.themes} />
            </fieldset>
            <PicturesField />
            {creating && (
              <fieldset className={own.fieldset}>
                <legend>{t('catalogue.product.variant')}</legend>
                <p className={styles.muted}>{t('catalogue.product.variantHelp')}</p>
                <div className={own.grid}>
                  <TextInput name="variant_of" type="number" min={1} step={1} label={t('catalogue.product.designId')} />
                  <Select name="variant_label" label={t('catalogue.product.size')}>
                    <option value="">—</option>
                    {sizeLabels.map((size) => (
                      <option key={size} value={size}>
                        {size}
                      </option>
                    ))}
                  </Select>
                </div>
              </fieldset>
            )}
            {values.set_items.length > 0 && (
              <p className={styles.muted}>{t('catalogue.product.setItems', { count: values.set_items.length })}</p>
            )}
            <div className={styles.buttons}>
              <button type="submit" className={styles.primary} disabled={isSubmitting}>
                {creating ? t('catalogue.product.create') : t('catalogue.product.save')}
              </button>
            </div>
            {outcome && <Outcome refusal={outcome.refusal} done={outcome.done} />}
          </FormikForm>
        )}
      </Formik>
    </>
  );
}
