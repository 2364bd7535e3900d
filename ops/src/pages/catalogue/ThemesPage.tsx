/**
 * Themes (owner, merchandiser): the series products are filed under, each with names and descriptions in
 * tw/cn/en, an image, an adult flag and a place in the shop's list; `?edit=<id>` opens one, otherwise a new one.
 */
import { Field, Form as FormikForm, Formik } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Link,
  useLoaderData,
  useLocation,
  useNavigate,
  useRevalidator,
  useSearchParams,
  type LoaderFunctionArgs,
} from 'react-router';
import * as yup from 'yup';
import { adminApi, refusalOf } from '../../api/client';
import { TextInput } from '../../ui/TextInput';
import * as styles from '../../ui/console.module.css';
import { CatalogueTabs } from './CatalogueTabs';
import { inLanguage } from './catalogueChoices';
import * as own from './catalogue.module.css';
import { ImageField } from './ImageField';
import { LanguageFields } from './LanguageFields';
import type { InLanguages } from './productForm';

interface Theme {
  id: number;
  name: InLanguages;
  description: InLanguages;
  image: string;
  adult: boolean;
  sort: number;
}

export async function themesLoader({ request }: LoaderFunctionArgs): Promise<Theme[]> {
  return (await adminApi.get<{ data: Theme[] }>('/themes', { signal: request.signal })).data.data;
}

const blank = { tw: '', cn: '', en: '' };

function ThemeEditor({ theme }: { theme: Theme | undefined }) {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  const navigate = useNavigate();
  // A new one opens as itself (a fresh editor): it says it was saved through the navigation's state.
  const justMade = (useLocation().state as { made?: boolean } | null)?.made;
  const [outcome, setOutcome] = useState<{ refusal?: string; done?: string } | undefined>(
    justMade ? { done: t('catalogue.themes.saved') } : undefined,
  );
  const required = yup
    .string()
    .trim()
    .required(t('form.required'))
    .max(200, t('catalogue.form.tooLong', { max: 200 }));
  const schema = yup.object({
    name: yup.object({ tw: required, cn: required, en: required }),
    image: yup.string().required(t('catalogue.themes.needImage')),
    sort: yup.number().typeError(t('catalogue.form.wholeNumber')).integer(t('catalogue.form.wholeNumber')).min(-1000).max(1000),
  });
  return (
    <Formik
      initialValues={{
        name: { ...(theme?.name ?? blank) },
        description: { ...(theme?.description ?? blank) },
        image: theme?.image ?? '',
        adult: theme?.adult ?? false,
        sort: String(theme?.sort ?? 0),
      }}
      validationSchema={schema}
      onSubmit={async (values) => {
        setOutcome(undefined);
        const body = { ...values, sort: Number(values.sort) };
        try {
          if (theme) await adminApi.put(`/themes/${theme.id}`, body);
          else {
            const { data } = await adminApi.post<{ data: Theme }>('/themes', body);
            await navigate(`?edit=${data.data.id}`, { replace: true, state: { made: true } });
          }
          setOutcome({ done: t('catalogue.themes.saved') });
          await revalidator.revalidate();
        } catch (error) {
          setOutcome({ refusal: refusalOf(error) ?? t('error.unknown') });
        }
      }}
    >
      {({ isSubmitting }) => (
        <FormikForm noValidate className={`${styles.section} ${styles.stack}`} aria-labelledby="theme-form">
          <h2 id="theme-form">{theme ? inLanguage(theme.name, 'en') : t('catalogue.themes.new')}</h2>
          <LanguageFields name="name" label={t('catalogue.product.name')} />
          <LanguageFields name="description" label={t('catalogue.product.description')} multiline />
          <div className={own.grid}>
            <ImageField name="image" label={t('catalogue.themes.image')} folder="themes" />
            <TextInput name="sort" type="number" step={1} label={t('catalogue.categories.sort')} />
            <label className={own.check}>
              <Field type="checkbox" name="adult" />
              {t('catalogue.product.adult')}
            </label>
          </div>
          <div className={styles.buttons}>
            <button type="submit" className={styles.primary} disabled={isSubmitting}>
              {theme ? t('catalogue.product.save') : t('catalogue.themes.create')}
            </button>
          </div>
          {outcome && (
            <p className={outcome.refusal ? styles.notice : styles.done} role={outcome.refusal ? 'alert' : 'status'}>
              {outcome.refusal ?? outcome.done}
            </p>
          )}
        </FormikForm>
      )}
    </Formik>
  );
}

export function ThemesPage() {
  const { t, i18n } = useTranslation();
  const themes = useLoaderData<Theme[]>();
  const [search] = useSearchParams();
  const editing = themes.find((theme) => String(theme.id) === search.get('edit'));
  return (
    <>
      <CatalogueTabs />
      <h1 className={styles.title}>{t('catalogue.themes.title')}</h1>
      <p>
        <Link className={styles.button} to="?">
          {t('catalogue.themes.new')}
        </Link>
      </p>
      <ThemeEditor key={editing?.id ?? 'new'} theme={editing} />
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t('catalogue.themes.image')}</th>
              <th scope="col">{t('catalogue.product.name')}</th>
              <th scope="col">{t('catalogue.product.adult')}</th>
              <th scope="col" className={styles.number}>
                {t('catalogue.categories.sort')}
              </th>
            </tr>
          </thead>
          <tbody>
            {themes.map((theme) => (
              <tr key={theme.id}>
                <td>
                  <img className={own.thumb} src={theme.image} alt="" width={48} height={48} />
                </td>
                <td>
                  <Link to={`?edit=${theme.id}`}>{inLanguage(theme.name, i18n.language)}</Link>
                </td>
                <td>{theme.adult ? t('catalogue.products.yes') : t('catalogue.products.no')}</td>
                <td className={styles.number}>{theme.sort}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
