/**
 * A kuji draft's editor (owner, merchandiser): a new campaign (`/kuji/drafts/new`) or a saved draft, with its
 * texts in tw/cn/en, price, limits, sale window, tiers and Last One prize, and its waiting room. A saved draft may
 * be opened, which commits its box: nobody, the console included, sees or chooses the order of its tickets.
 */
import { Field, Form as FormikForm, Formik, useFormikContext } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Form,
  Link,
  redirect,
  useActionData,
  useLoaderData,
  useLocation,
  useNavigate,
  useNavigation,
  type LoaderFunctionArgs,
} from 'react-router';
import type { AdminKuji, AdminKujiDraft } from '@shop/shared/contract';
import { adminApi, refusalOf } from '../../api/client';
import { ConfirmButton } from '../../ui/ConfirmButton';
import { Outcome } from '../../ui/Outcome';
import { TextInput } from '../../ui/TextInput';
import { moment } from '../../ui/format';
import * as styles from '../../ui/console.module.css';
import * as own from '../catalogue/catalogue.module.css';
import { ImageField } from '../catalogue/ImageField';
import { LanguageFields } from '../catalogue/LanguageFields';
import { inLanguage } from '../catalogue/catalogueChoices';
import type { ActionOutcome } from '../orders/OrderRecordPage';
import { closeDialog } from './closeDialog';
import { draftRequest, draftValues, emptyDraft, type KujiDraftValues } from './kujiForm';
import { kujiSchema } from './kujiSchema';
import { TiersField } from './TiersField';

type DraftData = { data: AdminKujiDraft };

/** The draft, or null for a new one; a draft already opened is its campaign's page. */
export async function kujiDraftLoader({ params, request }: LoaderFunctionArgs): Promise<AdminKujiDraft | null | Response> {
  if (!params.draftId) return null;
  const draft = (await adminApi.get<DraftData>(`/kuji-drafts/${params.draftId}`, { signal: request.signal })).data.data;
  return draft.kuji_id === null ? draft : redirect(`/kuji/${draft.kuji_id}`);
}

/** Opens the draft as last saved; its campaign's page follows. */
export async function kujiDraftAction({ params }: LoaderFunctionArgs): Promise<ActionOutcome | Response> {
  try {
    const { data } = await adminApi.post<{ data: AdminKuji }>(`/kuji-drafts/${params.draftId}/open`);
    return redirect(`/kuji/${data.data.kuji_id}`);
  } catch (error) {
    const refusal = refusalOf(error);
    if (refusal === undefined) throw error;
    return { intent: 'open', refusal };
  }
}

/** One editor per draft: going from a new campaign to the draft just created starts a fresh one. */
export function KujiDraftPage() {
  const draft = useLoaderData<AdminKujiDraft | null>();
  return <KujiDraftEditor key={draft?.draft_id ?? 'new'} loaded={draft} />;
}

function WaitingRoom() {
  const { t } = useTranslation();
  const { values } = useFormikContext<KujiDraftValues>();
  return (
    <fieldset className={own.fieldset}>
      <legend>{t('kuji.draft.room')}</legend>
      <label className={own.check}>
        <Field type="checkbox" name="drop" />
        {t('kuji.draft.roomOn')}
      </label>
      {values.drop && (
        <div className={own.grid}>
          <TextInput name="drop_opens_at" type="datetime-local" label={t('kuji.draft.roomOpens')} />
          <TextInput name="admit_per_minute" type="number" min={1} step={1} label={t('kuji.draft.admitPerMinute')} />
          <TextInput name="buy_window_seconds" type="number" min={10} step={1} label={t('kuji.draft.buyWindow')} />
        </div>
      )}
    </fieldset>
  );
}

function KujiDraftEditor({ loaded }: { loaded: AdminKujiDraft | null }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const [draft, setDraft] = useState(loaded);
  const [outcome, setOutcome] = useState<{ refusal?: string; done?: string }>(() =>
    (location.state as { created?: boolean } | null)?.created ? { done: t('kuji.draft.saved') } : {},
  );
  const opening = useActionData<ActionOutcome>();
  const busy = useNavigation().state === 'submitting';
  return (
    <>
      <p>
        <Link to="/kuji">{t('kuji.list.back')}</Link>
      </p>
      <h1 className={styles.title}>
        {draft ? t('kuji.draft.heading', { title: inLanguage(draft.settings.title, i18n.language) }) : t('kuji.list.new')}
      </h1>
      {draft && (
        <section className={`${styles.section} ${styles.stack}`} aria-labelledby="open-draft">
          <h2 id="open-draft">{t('kuji.open.title')}</h2>
          <dl className={styles.facts}>
            <dt>{t('kuji.draft.updated')}</dt>
            <dd>{moment(draft.updated_at)}</dd>
          </dl>
          <p className={styles.muted}>{t('kuji.open.help')}</p>
          <div className={styles.buttons}>
            <ConfirmButton label={t('kuji.open.button')} question={t('kuji.open.question')} keep={t('kuji.open.keep')}>
              <Form method="post" onSubmit={closeDialog}>
                <button type="submit" className={styles.primary} disabled={busy}>
                  {t('kuji.open.confirm')}
                </button>
              </Form>
            </ConfirmButton>
          </div>
          {opening?.refusal && (
            <p className={styles.notice} role="alert">
              {opening.refusal}
            </p>
          )}
        </section>
      )}
      <Formik
        initialValues={draft ? draftValues(draft.settings) : emptyDraft()}
        validationSchema={kujiSchema(t)}
        onSubmit={async (values) => {
          setOutcome({});
          try {
            if (draft === null) {
              const { data } = await adminApi.post<DraftData>('/kuji-drafts', draftRequest(values));
              await navigate(`/kuji/drafts/${data.data.draft_id}`, { state: { created: true } });
            } else {
              const { data } = await adminApi.put<DraftData>(`/kuji-drafts/${draft.draft_id}`, draftRequest(values));
              setDraft(data.data);
              setOutcome({ done: t('kuji.draft.saved') });
            }
          } catch (error) {
            setOutcome({ refusal: refusalOf(error) ?? t('error.unknown') });
          }
        }}
      >
        {({ isSubmitting, submitCount, isValid }) => (
          <FormikForm noValidate className={`${styles.section} ${styles.stack}`} aria-labelledby="draft-form">
            <h2 id="draft-form">{t('kuji.draft.settings')}</h2>
            <LanguageFields name="title" label={t('kuji.draft.title')} />
            <LanguageFields name="description" label={t('kuji.draft.description')} multiline />
            <ImageField name="image" label={t('kuji.draft.picture')} folder="kuji" />
            <div className={own.grid}>
              <TextInput name="price" type="number" min={1} step={1} label={t('kuji.draft.price')} />
              <TextInput name="per_order_limit" type="number" min={1} max={100} step={1} label={t('kuji.draft.perOrder')} />
              <TextInput name="member_limit" type="number" min={1} step={1} label={t('kuji.draft.perMember')} />
              <TextInput name="starts_at" type="datetime-local" label={t('kuji.draft.startsAt')} />
              <TextInput name="ends_at" type="datetime-local" label={t('kuji.draft.endsAt')} />
            </div>
            <label className={own.check}>
              <Field type="checkbox" name="adult" />
              {t('kuji.draft.adult')}
            </label>
            <TiersField />
            <fieldset className={own.fieldset}>
              <legend>{t('kuji.draft.lastOne')}</legend>
              <p className={styles.muted}>{t('kuji.draft.lastOneHelp')}</p>
              <LanguageFields name="last_one.name" label={t('kuji.draft.lastOneName')} />
              <ImageField name="last_one.image" label={t('kuji.draft.lastOnePicture')} folder="kuji" />
            </fieldset>
            <WaitingRoom />
            <div className={styles.buttons}>
              <button type="submit" className={styles.primary} disabled={isSubmitting}>
                {draft ? t('kuji.draft.save') : t('kuji.draft.create')}
              </button>
            </div>
            {submitCount > 0 && !isValid && (
              <p className={styles.notice} role="alert">
                {t('kuji.draft.fix')}
              </p>
            )}
            <Outcome refusal={outcome.refusal} done={outcome.done} />
          </FormikForm>
        )}
      </Formik>
    </>
  );
}
