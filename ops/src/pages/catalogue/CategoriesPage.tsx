/**
 * Categories (owner, merchandiser): their names in tw/cn/en and their place in the shop's menu (lower first); a
 * new one; removing one no product is in (the API refuses the rest, and says so).
 */
import { useTranslation } from 'react-i18next';
import { Form, useActionData, useLoaderData, useNavigation, type LoaderFunctionArgs } from 'react-router';
import { supportedLocales } from '@shop/shared/locale';
import { adminApi, refusalOf } from '../../api/client';
import { ConfirmButton } from '../../ui/ConfirmButton';
import { Outcome } from '../../ui/Outcome';
import * as styles from '../../ui/console.module.css';
import { CatalogueTabs } from './CatalogueTabs';
import { inLanguage } from './catalogueChoices';
import * as own from './catalogue.module.css';
import type { InLanguages } from './productForm';

interface Category {
  id: number;
  name: InLanguages;
  sort: number;
}

interface Outcome {
  intent: string;
  refusal?: string;
}

export async function categoriesLoader({ request }: LoaderFunctionArgs): Promise<Category[]> {
  return (await adminApi.get<{ data: Category[] }>('/categories', { signal: request.signal })).data.data;
}

/** One form per row and one for a new category, told apart by `intent`. */
export async function categoriesAction({ request }: LoaderFunctionArgs): Promise<Outcome> {
  const form = await request.formData();
  const intent = String(form.get('intent'));
  const id = Number(form.get('id'));
  const text = (key: string) => String(form.get(key) ?? '').trim();
  const body = {
    name: { tw: text('name.tw'), cn: text('name.cn'), en: text('name.en') },
    sort: Number(form.get('sort') || 0),
  };
  try {
    if (intent === 'create') await adminApi.post('/categories', body);
    else if (intent === 'update') await adminApi.put(`/categories/${id}`, body);
    else await adminApi.delete(`/categories/${id}`);
    return { intent };
  } catch (error) {
    const refusal = refusalOf(error);
    if (refusal === undefined) throw error;
    return { intent, refusal };
  }
}

function CategoryFields({ category, idPrefix }: { category?: Category; idPrefix: string }) {
  const { t } = useTranslation();
  return (
    <div className={styles.fields}>
      {supportedLocales.map((locale) => (
        <label key={locale} className={styles.field} htmlFor={`${idPrefix}-${locale}`}>
          {`${t('catalogue.product.name')} · ${t(`language.${locale}`)}`}
          <input
            id={`${idPrefix}-${locale}`}
            name={`name.${locale}`}
            defaultValue={category?.name[locale] ?? ''}
            required
            maxLength={200}
          />
        </label>
      ))}
      <label className={styles.field}>
        {t('catalogue.categories.sort')}
        <input name="sort" type="number" step={1} min={-1000} max={1000} defaultValue={category?.sort ?? 0} />
      </label>
    </div>
  );
}

export function CategoriesPage() {
  const { t, i18n } = useTranslation();
  const categories = useLoaderData<Category[]>();
  const outcome = useActionData<Outcome>();
  const busy = useNavigation().state === 'submitting';
  return (
    <>
      <CatalogueTabs />
      <h1 className={styles.title}>{t('catalogue.categories.title')}</h1>
      <p className={styles.muted}>{t('catalogue.categories.hint')}</p>
      {outcome && <Outcome refusal={outcome.refusal} done={t(`catalogue.categories.done.${outcome.intent}`)} />}
      <section className={`${styles.section} ${styles.stack}`} aria-labelledby="new-category">
        <h2 id="new-category">{t('catalogue.categories.new')}</h2>
        <Form method="post" className={styles.stack} key={categories.length}>
          <input type="hidden" name="intent" value="create" />
          <CategoryFields idPrefix="new-category" />
          <div className={styles.buttons}>
            <button type="submit" className={styles.primary} disabled={busy}>
              {t('catalogue.categories.create')}
            </button>
          </div>
        </Form>
      </section>
      {categories.map((category) => (
        <section
          key={category.id}
          className={`${styles.section} ${own.row}`}
          aria-label={inLanguage(category.name, i18n.language)}
        >
          <Form method="post" className={own.rowForm}>
            <input type="hidden" name="intent" value="update" />
            <input type="hidden" name="id" value={category.id} />
            <CategoryFields category={category} idPrefix={`category-${category.id}`} />
            <div className={styles.buttons}>
              <button type="submit" className={styles.button} disabled={busy}>
                {t('catalogue.product.save')}
              </button>
            </div>
          </Form>
          {/* Its own form beside the row's: forms do not nest. */}
          <div className={styles.buttons}>
            <ConfirmButton
              label={t('catalogue.categories.remove')}
              question={t('catalogue.categories.removeQuestion', { name: inLanguage(category.name, i18n.language) })}
            >
              <Form method="post">
                <input type="hidden" name="intent" value="remove" />
                <input type="hidden" name="id" value={category.id} />
                <button type="submit" className={styles.danger} disabled={busy}>
                  {t('catalogue.categories.remove')}
                </button>
              </Form>
            </ConfirmButton>
          </div>
        </section>
      ))}
    </>
  );
}
