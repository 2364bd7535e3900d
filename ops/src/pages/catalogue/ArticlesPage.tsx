/**
 * News articles (owner, merchandiser): the shop's news, newest first; `?edit=<id>` opens one, otherwise a new one.
 * Titles, summaries and HTML bodies in tw/cn/en, each body with a preview sanitised as the shop will show it.
 */
import { Field, useField } from 'formik';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import * as yup from 'yup';
import { supportedLocales, type Locale } from '@shop/shared/locale';
import type { AdminArticle } from '@shop/shared/contract';
import { adminApi } from '../../api/client';
import type { ListPage } from '../../ui/PagedTable';
import { Pager } from '../../ui/Pager';
import { moment } from '../../ui/format';
import * as styles from '../../ui/console.module.css';
import { articleRequest, articleValues } from './articleForm';
import { previewHtml } from './articlePreview';
import { inLanguage } from './catalogueChoices';
import * as own from './catalogue.module.css';
import { EntryEditor, EntryPage } from './EntryEditor';
import { ImageField } from './ImageField';
import { LanguageFields } from './LanguageFields';

const PAGE_SIZE = 20;

interface ArticlesData {
  list: ListPage<AdminArticle>;
  /** The article `?edit=` opens (read on its own: it may be on another page of the list). */
  editing: AdminArticle | undefined;
}

export async function articlesLoader({ request }: LoaderFunctionArgs): Promise<ArticlesData> {
  const search = new URL(request.url).searchParams;
  const page = Number(search.get('page'));
  const params = { page: Number.isInteger(page) && page >= 1 ? page : 1, page_size: PAGE_SIZE };
  const edit = Number(search.get('edit'));
  const [list, editing] = await Promise.all([
    adminApi.get<ArticlesData['list']>('/articles', { params, signal: request.signal }),
    Number.isInteger(edit) && edit > 0
      ? adminApi.get<{ data: AdminArticle }>(`/articles/${edit}`, { signal: request.signal })
      : undefined,
  ]);
  return { list: list.data, editing: editing?.data.data };
}

/** One language's HTML body in a textarea, with its preview beside it. */
function BodyField({ locale }: { locale: Locale }) {
  const { t } = useTranslation();
  const [field] = useField<string>(`body.${locale}`);
  const id = useId();
  return (
    <div className={styles.columns}>
      <p className={styles.field}>
        <label htmlFor={id}>{`${t('catalogue.articles.body')} · ${t(`language.${locale}`)}`}</label>
        <textarea id={id} rows={10} {...field} />
      </p>
      <section aria-label={`${t('catalogue.articles.preview')} · ${t(`language.${locale}`)}`}>
        <p className={styles.muted}>{t('catalogue.articles.preview')}</p>
        {/* Sanitised with the shop's own allow-lists right here: nothing in it can run. */}
        <div dangerouslySetInnerHTML={{ __html: previewHtml(field.value) }} />
      </section>
    </div>
  );
}

function ArticleEditor({ article }: { article: AdminArticle | undefined }) {
  const { t, i18n } = useTranslation();
  const title = yup
    .string()
    .trim()
    .required(t('form.required'))
    .max(200, t('catalogue.form.tooLong', { max: 200 }));
  const summary = yup.string().max(500, t('catalogue.form.tooLong', { max: 500 }));
  const schema = yup.object({
    title: yup.object({ tw: title, cn: title, en: title }),
    summary: yup.object({ tw: summary, cn: summary, en: summary }),
    cover: yup.string().required(t('catalogue.articles.needCover')),
  });
  return (
    <EntryEditor
      path="/articles"
      id={article?.id}
      heading={article ? inLanguage(article.title, 'en') : t('catalogue.articles.new')}
      initialValues={articleValues(article)}
      schema={schema}
      toBody={(values) => articleRequest(values, article)}
      texts={{
        create: t('catalogue.articles.create'),
        saved: t('catalogue.articles.saved'),
        removeQuestion: article && t('catalogue.articles.removeQuestion', { title: inLanguage(article.title, i18n.language) }),
      }}
    >
      <LanguageFields name="title" label={t('catalogue.articles.heading')} />
      <LanguageFields name="summary" label={t('catalogue.articles.summary')} multiline />
      {supportedLocales.map((locale) => (
        <BodyField key={locale} locale={locale} />
      ))}
      <div className={own.grid}>
        <ImageField name="cover" label={t('catalogue.articles.cover')} folder="articles" />
        <p className={styles.field}>
          <label htmlFor="article-published">{t('catalogue.articles.publishedAt')}</label>
          <Field id="article-published" name="published_at" type="datetime-local" />
        </p>
        <label className={own.check}>
          <Field type="checkbox" name="hot" />
          {t('catalogue.articles.hot')}
        </label>
      </div>
    </EntryEditor>
  );
}

export function ArticlesPage() {
  const { t, i18n } = useTranslation();
  const { list, editing } = useLoaderData<ArticlesData>();
  const [search] = useSearchParams();
  return (
    <EntryPage
      title={t('catalogue.articles.title')}
      newLabel={t('catalogue.articles.new')}
      editor={<ArticleEditor key={editing?.id ?? `new-${search.get('edit') ?? ''}`} article={editing} />}
      footer={<Pager page={list.page} pageSize={list.page_size} total={list.total} />}
    >
      <thead>
        <tr>
          <th scope="col">{t('catalogue.articles.heading')}</th>
          <th scope="col">{t('catalogue.articles.publishedAt')}</th>
          <th scope="col">{t('catalogue.articles.hot')}</th>
        </tr>
      </thead>
      <tbody>
        {list.data.map((article) => (
          <tr key={article.id}>
            <td>
              <Link to={`?edit=${article.id}`}>{inLanguage(article.title, i18n.language)}</Link>
            </td>
            <td>{moment(article.published_at)}</td>
            <td>{article.hot ? t('catalogue.products.yes') : t('catalogue.products.no')}</td>
          </tr>
        ))}
      </tbody>
    </EntryPage>
  );
}
