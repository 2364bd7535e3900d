/**
 * Themes (owner, merchandiser): the series products are filed under, each with names and descriptions in
 * tw/cn/en, an image, an adult flag and a place in the shop's list; `?edit=<id>` opens one, otherwise a new one.
 */
import { Field } from 'formik';
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
  const rules = entryRules(t);
  return (
    <EntryEditor
      path="/themes"
      id={theme?.id}
      heading={theme ? inLanguage(theme.name, 'en') : t('catalogue.themes.new')}
      initialValues={{
        name: { ...(theme?.name ?? blank) },
        description: { ...(theme?.description ?? blank) },
        image: theme?.image ?? '',
        adult: theme?.adult ?? false,
        sort: String(theme?.sort ?? 0),
      }}
      schema={yup.object({ name: rules.inLanguages, image: rules.image, sort: rules.sort })}
      toBody={(values) => ({ ...values, sort: Number(values.sort) })}
      texts={{ create: t('catalogue.themes.create'), saved: t('catalogue.themes.saved') }}
    >
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
    </EntryEditor>
  );
}

export function ThemesPage() {
  const { t, i18n } = useTranslation();
  const themes = useLoaderData<Theme[]>();
  const editing = useEditedEntry(themes);
  return (
    <EntryPage
      title={t('catalogue.themes.title')}
      newLabel={t('catalogue.themes.new')}
      editor={<ThemeEditor key={editing?.id ?? 'new'} theme={editing} />}
    >
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
    </EntryPage>
  );
}
