/**
 * Home page banners (owner, merchandiser): a title in tw/cn/en, an image, where it leads (a path in the shop or
 * an http(s) address) and its place; `?edit=<id>` opens one, otherwise a new one. Removing one takes it off the
 * home page.
 */
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import * as yup from 'yup';
import { adminApi } from '../../api/client';
import { TextInput } from '../../ui/TextInput';
import * as styles from '../../ui/console.module.css';
import { inLanguage } from './catalogueChoices';
import * as own from './catalogue.module.css';
import { EntryEditor, EntryPage, entryRules, useEditedEntry } from './EntryEditor';
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
  const rules = entryRules(t);
  const schema = yup.object({
    title: rules.inLanguages,
    image: rules.image,
    // The API's own rule: a path in the shop (not //host) or an http(s) address.
    link: yup
      .string()
      .trim()
      .required(t('form.required'))
      .max(500)
      .matches(/^(\/(?![/\\])|https?:\/\/)/, t('catalogue.banners.badLink')),
    sort: rules.sort,
  });
  return (
    <EntryEditor
      path="/banners"
      id={banner?.id}
      heading={banner ? inLanguage(banner.title, 'en') : t('catalogue.banners.new')}
      initialValues={{
        title: { ...(banner?.title ?? { tw: '', cn: '', en: '' }) },
        image: banner?.image ?? '',
        link: banner?.link ?? '',
        sort: String(banner?.sort ?? 0),
      }}
      schema={schema}
      toBody={(values) => ({ ...values, link: values.link.trim(), sort: Number(values.sort) })}
      texts={{
        create: t('catalogue.banners.create'),
        saved: t('catalogue.banners.saved'),
        removeQuestion: t('catalogue.banners.removeQuestion'),
      }}
    >
      <LanguageFields name="title" label={t('catalogue.banners.bannerTitle')} />
      <div className={own.grid}>
        <ImageField name="image" label={t('catalogue.themes.image')} folder="banners" />
        <TextInput name="link" label={t('catalogue.banners.link')} placeholder="/kuji/3" />
        <TextInput name="sort" type="number" step={1} label={t('catalogue.categories.sort')} />
      </div>
    </EntryEditor>
  );
}

export function BannersPage() {
  const { t, i18n } = useTranslation();
  const banners = useLoaderData<Banner[]>();
  const editing = useEditedEntry(banners);
  return (
    <EntryPage
      title={t('catalogue.banners.title')}
      newLabel={t('catalogue.banners.new')}
      editor={<BannerEditor key={editing?.id ?? 'new'} banner={editing} />}
    >
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
    </EntryPage>
  );
}
