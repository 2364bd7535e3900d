/**
 * News articles (owner, merchandiser): the shop's news, newest first; `?edit=<id>` opens one, otherwise a new one.
 * Titles, summaries and HTML bodies in tw/cn/en, each body with a preview sanitised as the shop will show it.
 */
import { Field, Form as FormikForm, Formik, useField } from 'formik';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Form,
  Link,
  useActionData,
  useLoaderData,
  useLocation,
  useNavigate,
  useNavigation,
  useRevalidator,
  useSearchParams,
  type LoaderFunctionArgs,
} from 'react-router';
import * as yup from 'yup';
import { supportedLocales, type Locale } from '@shop/shared/locale';
import { adminApi, refusalOf } from '../../api/client';
import { ConfirmButton } from '../../ui/ConfirmButton';
import { Pager } from '../../ui/Pager';
import { moment } from '../../ui/format';
import * as styles from '../../ui/console.module.css';
import type { ActionOutcome } from '../orders/OrderRecordPage';
import { articleRequest, articleValues, type AdminArticleView } from './articleForm';
import { previewHtml } from './articlePreview';
import { CatalogueTabs } from './CatalogueTabs';
import { inLanguage } from './catalogueChoices';
import * as own from './catalogue.module.css';
import { ImageField } from './ImageField';
import { LanguageFields } from './LanguageFields';

const PAGE_SIZE = 20;

interface ArticlesData {
  list: { data: AdminArticleView[]; page: number; page_size: number; total: number };
  /** The article `?edit=` opens (read on its own: it may be on another page of the list). */
  editing: AdminArticleView | undefined;
}

export async function articlesLoader({ request }: LoaderFunctionArgs): Promise<ArticlesData> {
  const search = new URL(request.url).searchParams;
  const page = Number(search.get('page'));
  const params = { page: Number.isInteger(page) && page >= 1 ? page : 1, page_size: PAGE_SIZE };
  const edit = Number(search.get('edit'));
  const [list, editing] = await Promise.all([
    adminApi.get<ArticlesData['list']>('/articles', { params, signal: request.signal }),
    Number.isInteger(edit) && edit > 0
      ? adminApi.get<{ data: AdminArticleView }>(`/articles/${edit}`, { signal: request.signal })
      : undefined,
  ]);
  return { list: list.data, editing: editing?.data.data };
}

export async function articlesAction({ request }: LoaderFunctionArgs): Promise<ActionOutcome> {
  const id = Number((await request.formData()).get('id'));
  try {
    await adminApi.delete(`/articles/${id}`);
    return { intent: 'remove' };
  } catch (error) {
    const refusal = refusalOf(error);
    if (refusal === undefined) throw error;
    return { intent: 'remove', refusal };
  }
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

function ArticleEditor({ article }: { article: AdminArticleView | undefined }) {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  const navigate = useNavigate();
  // A new one opens as itself (a fresh editor): it says it was saved through the navigation's state.
  const justMade = (useLocation().state as { made?: boolean } | null)?.made;
  const [outcome, setOutcome] = useState<{ refusal?: string; done?: string } | undefined>(
    justMade ? { done: t('catalogue.articles.saved') } : undefined,
  );
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
    <Formik
      initialValues={articleValues(article)}
      validationSchema={schema}
      onSubmit={async (values) => {
        setOutcome(undefined);
        try {
          if (article) await adminApi.put(`/articles/${article.id}`, articleRequest(values, article));
          else {
            const { data } = await adminApi.post<{ data: AdminArticleView }>('/articles', articleRequest(values));
            await navigate(`?edit=${data.data.id}`, { replace: true, state: { made: true } });
          }
          setOutcome({ done: t('catalogue.articles.saved') });
          await revalidator.revalidate();
        } catch (error) {
          setOutcome({ refusal: refusalOf(error) ?? t('error.unknown') });
        }
      }}
    >
      {({ isSubmitting }) => (
        <FormikForm noValidate className={`${styles.section} ${styles.stack}`} aria-labelledby="article-form">
          <h2 id="article-form">{article ? inLanguage(article.title, 'en') : t('catalogue.articles.new')}</h2>
          <LanguageFields name="title" label={t('catalogue.articles.heading')} />
          <LanguageFields name="summary" label={t('catalogue.articles.summary')} multiline />
          {supportedLocales.map((locale) => (
            <BodyField key={locale} locale={locale} />
          ))}
          <div className={own.grid}>
            {/* Covers share the banners' folder until the picture upload has one for articles. */}
            <ImageField name="cover" label={t('catalogue.articles.cover')} folder="banners" />
            <p className={styles.field}>
              <label htmlFor="article-published">{t('catalogue.articles.publishedAt')}</label>
              <Field id="article-published" name="published_at" type="datetime-local" />
            </p>
            <label className={own.check}>
              <Field type="checkbox" name="hot" />
              {t('catalogue.articles.hot')}
            </label>
          </div>
          <div className={styles.buttons}>
            <button type="submit" className={styles.primary} disabled={isSubmitting}>
              {article ? t('catalogue.product.save') : t('catalogue.articles.create')}
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

export function ArticlesPage() {
  const { t, i18n } = useTranslation();
  const { list, editing } = useLoaderData<ArticlesData>();
  const outcome = useActionData<ActionOutcome>();
  const busy = useNavigation().state === 'submitting';
  const [search] = useSearchParams();
  return (
    <>
      <CatalogueTabs />
      <h1 className={styles.title}>{t('catalogue.articles.title')}</h1>
      <p>
        <Link className={styles.button} to="?">
          {t('catalogue.articles.new')}
        </Link>
      </p>
      <ArticleEditor key={editing?.id ?? `new-${search.get('edit') ?? ''}`} article={editing} />
      {outcome?.refusal && (
        <p className={styles.notice} role="alert">
          {outcome.refusal}
        </p>
      )}
      {outcome && !outcome.refusal && (
        <p className={styles.done} role="status">
          {t('catalogue.articles.removed')}
        </p>
      )}
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t('catalogue.articles.heading')}</th>
              <th scope="col">{t('catalogue.articles.publishedAt')}</th>
              <th scope="col">{t('catalogue.articles.hot')}</th>
              <th scope="col">
                <span className={styles.muted}>{t('record.actions')}</span>
              </th>
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
                <td>
                  <ConfirmButton
                    label={t('catalogue.articles.remove')}
                    question={t('catalogue.articles.removeQuestion', { title: inLanguage(article.title, i18n.language) })}
                  >
                    <Form method="post">
                      <input type="hidden" name="id" value={article.id} />
                      <button type="submit" className={styles.danger} disabled={busy}>
                        {t('catalogue.articles.remove')}
                      </button>
                    </Form>
                  </ConfirmButton>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pager page={list.page} pageSize={list.page_size} total={list.total} />
    </>
  );
}
