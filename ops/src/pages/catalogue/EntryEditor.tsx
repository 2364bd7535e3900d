/**
 * Catalogue entries edited beside their list (themes, banners, news): one form that creates a new one or saves the one
 * `?edit=<id>` opened, and may remove it; a new one is opened as itself once created.
 */
import { Form as FormikForm, Formik, type FormikValues } from 'formik';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { Link, useLocation, useNavigate, useRevalidator, useSearchParams } from 'react-router';
import * as yup from 'yup';
import { adminApi, refusalOf } from '../../api/client';
import { ConfirmButton } from '../../ui/ConfirmButton';
import { Outcome } from '../../ui/Outcome';
import * as styles from '../../ui/console.module.css';
import { CatalogueTabs } from './CatalogueTabs';

interface EntryEditorProps<V extends FormikValues> {
  /** The admin API's collection, e.g. `/themes`. */
  path: string;
  /** The entry being edited; none for a new one. */
  id: number | undefined;
  heading: string;
  initialValues: V;
  schema: yup.AnyObjectSchema;
  toBody: (values: V) => unknown;
  texts: { create: string; saved: string; removeQuestion?: string };
  children: ReactNode;
}

export function EntryEditor<V extends FormikValues>(props: EntryEditorProps<V>) {
  const { path, id, heading, initialValues, schema, toBody, texts, children } = props;
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  const navigate = useNavigate();
  // A new one opens as itself (a fresh editor): it says it was saved through the navigation's state.
  const justMade = (useLocation().state as { made?: boolean } | null)?.made;
  const [outcome, setOutcome] = useState<{ refusal?: string; done?: string } | undefined>(
    justMade ? { done: texts.saved } : undefined,
  );
  const headingId = `${path.slice(1)}-form`;

  const attempt = async (write: () => Promise<void>) => {
    setOutcome(undefined);
    try {
      await write();
    } catch (error) {
      setOutcome({ refusal: refusalOf(error) ?? t('error.unknown') });
    }
  };
  const save = (values: V) =>
    attempt(async () => {
      if (id !== undefined) await adminApi.put(`${path}/${id}`, toBody(values));
      else {
        const { data } = await adminApi.post<{ data: { id: number } }>(path, toBody(values));
        await navigate(`?edit=${data.data.id}`, { replace: true, state: { made: true } });
      }
      setOutcome({ done: texts.saved });
      await revalidator.revalidate();
    });
  const remove = () =>
    attempt(async () => {
      await adminApi.delete(`${path}/${id}`);
      await navigate('?', { replace: true });
      await revalidator.revalidate();
    });

  return (
    <Formik initialValues={initialValues} validationSchema={schema} onSubmit={save}>
      {({ isSubmitting }) => (
        <FormikForm noValidate className={`${styles.section} ${styles.stack}`} aria-labelledby={headingId}>
          <h2 id={headingId}>{heading}</h2>
          {children}
          <div className={styles.buttons}>
            <button type="submit" className={styles.primary} disabled={isSubmitting}>
              {id !== undefined ? t('catalogue.product.save') : texts.create}
            </button>
            {id !== undefined && texts.removeQuestion && (
              <ConfirmButton label={t('catalogue.categories.remove')} question={texts.removeQuestion}>
                <button type="button" className={styles.danger} onClick={() => void remove()}>
                  {t('catalogue.categories.remove')}
                </button>
              </ConfirmButton>
            )}
          </div>
          {outcome && <Outcome refusal={outcome.refusal} done={outcome.done} />}
        </FormikForm>
      )}
    </Formik>
  );
}

/** The rules every entry's fields share. */
export function entryRules(t: TFunction) {
  const required = yup
    .string()
    .trim()
    .required(t('form.required'))
    .max(200, t('catalogue.form.tooLong', { max: 200 }));
  return {
    inLanguages: yup.object({ tw: required, cn: required, en: required }),
    image: yup.string().required(t('catalogue.themes.needImage')),
    sort: yup.number().typeError(t('catalogue.form.wholeNumber')).integer(t('catalogue.form.wholeNumber')).min(-1000).max(1000),
  };
}

interface EntryPageProps {
  title: string;
  newLabel: string;
  editor: ReactNode;
  /** The table's head and body. */
  children: ReactNode;
  /** Under the table: a long list's pager. */
  footer?: ReactNode;
}

/** A list page of entries: the catalogue's tabs, a "new" link, the editor, then the table of them. */
export function EntryPage({ title, newLabel, editor, children, footer }: EntryPageProps) {
  return (
    <>
      <CatalogueTabs />
      <h1 className={styles.title}>{title}</h1>
      <p>
        <Link className={styles.button} to="?">
          {newLabel}
        </Link>
      </p>
      {editor}
      <div className={styles.tableWrap}>
        <table className={styles.table}>{children}</table>
      </div>
      {footer}
    </>
  );
}

/** The entry `?edit=<id>` names, if it is one of these. */
export function useEditedEntry<E extends { id: number }>(entries: E[]): E | undefined {
  const [search] = useSearchParams();
  return entries.find((entry) => String(entry.id) === search.get('edit'));
}
