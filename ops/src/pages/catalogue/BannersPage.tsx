/**
 * Home page banners (owner, merchandiser): a title in tw/cn/en, an image, where it leads (a path in the shop or
 * an http(s) address) and its place; `?edit=<id>` opens one, otherwise a new one. Removing one takes it off the
 * home page.
 */
import { Form as FormikForm, Formik } from 'formik';
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
import { ConfirmButton } from '../../ui/ConfirmButton';
import { TextInput } from '../../ui/TextInput';
import * as styles from '../../ui/console.module.css';
import { CatalogueTabs } from './CatalogueTabs';
import { inLanguage } from './catalogueChoices';
import * as own from './catalogue.module.css';
import { ImageField } from './ImageField';
import { LanguageFields } from './LanguageFields';
import type { InLanguages } from './productForm';

interface Banner {
  id: number;
  title: InLanguages;
  image: string;
  link: string;
  sort: number;
}

export async function bannersLoader({ request }: LoaderFunctionArgs): Promise<Banner[]> {
  return (await adminApi.get<{ data: Banner[] }>('/banners', { signal: request.signal })).data.data;
}

function BannerEditor({ banner }: { banner: Banner | undefined }) {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  const navigate = useNavigate();
  // A new one opens as itself (a fresh editor): it says it was saved through the navigation's state.
  const justMade = (useLocation().state as { made?: boolean } | null)?.made;
  const [outcome, setOutcome] = useState<{ refusal?: string; done?: string } | undefined>(
    justMade ? { done: t('catalogue.banners.saved') } : undefined,
  );
  const required = yup
    .string()
    .trim()
    .required(t('form.required'))
    .max(200, t('catalogue.form.tooLong', { max: 200 }));
  const schema = yup.object({
    title: yup.object({ tw: required, cn: required, en: required }),
    image: yup.string().required(t('catalogue.themes.needImage')),
    // The API's own rule: a path in the shop (not //host) or an http(s) address.
    link: yup
      .string()
      .trim()
      .required(t('form.required'))
      .max(500)
      .matches(/^(\/(?![/\\])|https?:\/\/)/, t('catalogue.banners.badLink')),
    sort: yup.number().typeError(t('catalogue.form.wholeNumber')).integer(t('catalogue.form.wholeNumber')).min(-1000).max(1000),
  });
  const remove = async (id: number) => {
    try {
      await adminApi.delete(`/banners/${id}`);
      await navigate('?', { replace: true });
      await revalidator.revalidate();
    } catch (error) {
      setOutcome({ refusal: refusalOf(error) ?? t('error.unknown') });
    }
  };
  return (
    <Formik
      initialValues={{
        title: { ...(banner?.title ?? { tw: '', cn: '', en: '' }) },
        image: banner?.image ?? '',
        link: banner?.link ?? '',
        sort: String(banner?.sort ?? 0),
      }}
      validationSchema={schema}
      onSubmit={async (values) => {
        setOutcome(undefined);
        const body = { ...values, link: values.link.trim(), sort: Number(values.sort) };
        try {
          if (banner) await adminApi.put(`/banners/${banner.id}`, body);
          else {
            const { data } = await adminApi.post<{ data: Banner }>('/banners', body);
            await navigate(`?edit=${data.data.id}`, { replace: true, state: { made: true } });
          }
          setOutcome({ done: t('catalogue.banners.saved') });
          await revalidator.revalidate();
        } catch (error) {
          setOutcome({ refusal: refusalOf(error) ?? t('error.unknown') });
        }
      }}
    >
      {({ isSubmitting }) => (
        <FormikForm noValidate className={`${styles.section} ${styles.stack}`} aria-labelledby="banner-form">
          <h2 id="banner-form">{banner ? inLanguage(banner.title, 'en') : t('catalogue.banners.new')}</h2>
          <LanguageFields name="title" label={t('catalogue.banners.bannerTitle')} />
          <div className={own.grid}>
            <ImageField name="image" label={t('catalogue.themes.image')} folder="banners" />
            <TextInput name="link" label={t('catalogue.banners.link')} placeholder="/kuji/3" />
            <TextInput name="sort" type="number" step={1} label={t('catalogue.categories.sort')} />
          </div>
          <div className={styles.buttons}>
            <button type="submit" className={styles.primary} disabled={isSubmitting}>
              {banner ? t('catalogue.product.save') : t('catalogue.banners.create')}
            </button>
            {banner && (
              <ConfirmButton label={t('catalogue.categories.remove')} question={t('catalogue.banners.removeQuestion')}>
                <button type="button" className={styles.danger} onClick={() => void remove(banner.id)}>
                  {t('catalogue.categories.remove')}
                </button>
              </ConfirmButton>
            )}
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

export function BannersPage() {
  const { t, i18n } = useTranslation();
  const banners = useLoaderData<Banner[]>();
  const [search] = useSearchParams();
  const editing = banners.find((banner) => String(banner.id) === search.get('edit'));
  return (
    <>
      <CatalogueTabs />
      <h1 className={styles.title}>{t('catalogue.banners.title')}</h1>
      <p>
        <Link className={styles.button} to="?">
          {t('catalogue.banners.new')}
        </Link>
      </p>
      <BannerEditor key={editing?.id ?? 'new'} banner={editing} />
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t('catalogue.themes.image')}</th>
              <th scope="col">{t('catalogue.banners.bannerTitle')}</th>
              <th scope="col">{t('catalogue.banners.link')}</th>
              <th scope="col" className={styles.number}>
                {t('catalogue.categories.sort')}
              </th>
            </tr>
          </thead>
          <tbody>
            {banners.map((banner) => (
              <tr key={banner.id}>
                <td>
                  <img className={own.thumb} src={banner.image} alt="" width={48} height={48} />
                </td>
                <td>
                  <Link to={`?edit=${banner.id}`}>{inLanguage(banner.title, i18n.language)}</Link>
                </td>
                <td>{banner.link}</td>
                <td className={styles.number}>{banner.sort}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
