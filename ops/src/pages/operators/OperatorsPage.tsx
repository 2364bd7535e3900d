/**
 * Operators (owner): every console account, a new one (its password shown this once, for the owner to hand over),
 * and disabling one (its sessions end).
 */
import { Form as FormikForm, Formik } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, useActionData, useLoaderData, useNavigation, useRevalidator, type LoaderFunctionArgs } from 'react-router';
import * as yup from 'yup';
import type { NewOperatorBody, OperatorAccount, OperatorRole } from '@shop/shared/contract';
import { adminApi, refusalOf } from '../../api/client';
import { useSignedIn } from '../../layout/Layout';
import { ConfirmButton } from '../../ui/ConfirmButton';
import { TextInput } from '../../ui/TextInput';
import { moment } from '../../ui/format';
import * as styles from '../../ui/console.module.css';
import type { ActionOutcome } from '../orders/OrderRecordPage';

const roles: OperatorRole[] = ['owner', 'staff', 'merchandiser'];

export async function operatorsLoader({ request }: LoaderFunctionArgs): Promise<OperatorAccount[]> {
  return (await adminApi.get<{ data: OperatorAccount[] }>('/operators', { signal: request.signal })).data.data;
}

export async function operatorsAction({ request }: LoaderFunctionArgs): Promise<ActionOutcome> {
  const id = Number((await request.formData()).get('id'));
  try {
    await adminApi.post(`/operators/${id}/disable`);
    return { intent: 'disable' };
  } catch (error) {
    const refusal = refusalOf(error);
    if (refusal === undefined) throw error;
    return { intent: 'disable', refusal };
  }
}

function NewOperator() {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  const [made, setMade] = useState<{ email: string; password: string }>();
  const [refusal, setRefusal] = useState<string>();
  const schema = yup.object({
    email: yup.string().trim().required(t('form.required')).email(t('form.email')),
    name: yup.string().trim().required(t('form.required')).max(60),
    role: yup.string().oneOf(roles),
    refund_limit: yup.number().integer().min(0).max(10_000_000),
  });
  return (
    <section className={`${styles.section} ${styles.stack}`} aria-labelledby="new-operator">
      <h2 id="new-operator">{t('operators.new')}</h2>
      <Formik
        initialValues={{ email: '', name: '', role: 'staff' as OperatorRole, refund_limit: 0 }}
        validationSchema={schema}
        onSubmit={async (values, { resetForm }) => {
          setRefusal(undefined);
          setMade(undefined);
          try {
            const { data } = await adminApi.post<NewOperatorBody>('/operators', {
              email: values.email.trim(),
              name: values.name.trim(),
              role: values.role,
              ...(values.role === 'staff' && { refund_limit: Number(values.refund_limit) }),
            });
            setMade({ email: data.data.operator.email, password: data.data.password });
            resetForm();
            await revalidator.revalidate();
          } catch (error) {
            setRefusal(refusalOf(error) ?? t('error.unknown'));
          }
        }}
      >
        {({ isSubmitting, values, handleChange }) => (
          <FormikForm noValidate className={styles.fields}>
            <TextInput name="email" type="email" label={t('record.email')} autoComplete="off" />
            <TextInput name="name" label={t('record.name')} autoComplete="off" />
            <label className={styles.field}>
              {t('operators.role')}
              <select name="role" value={values.role} onChange={handleChange}>
                {roles.map((role) => (
                  <option key={role} value={role}>
                    {t(`role.${role}`)}
                  </option>
                ))}
              </select>
            </label>
            {values.role === 'staff' && (
              <TextInput name="refund_limit" type="number" min={0} step={1} label={t('operators.refundLimit')} />
            )}
            <div className={styles.buttons}>
              <button type="submit" className={styles.primary} disabled={isSubmitting}>
                {t('operators.create')}
              </button>
            </div>
          </FormikForm>
        )}
      </Formik>
      {refusal && (
        <p className={styles.notice} role="alert">
          {refusal}
        </p>
      )}
      {made && (
        <div className={styles.done} role="status">
          <p>{t('operators.made', { email: made.email })}</p>
          <p>
            <code data-testid="new-operator-password">{made.password}</code>
          </p>
        </div>
      )}
    </section>
  );
}

export function OperatorsPage() {
  const { t } = useTranslation();
  const accounts = useLoaderData<OperatorAccount[]>();
  const { operator: me } = useSignedIn();
  const outcome = useActionData<ActionOutcome>();
  const busy = useNavigation().state === 'submitting';
  return (
    <>
      <h1 className={styles.title}>{t('operators.title')}</h1>
      <NewOperator />
      {outcome?.refusal && (
        <p className={styles.notice} role="alert">
          {outcome.refusal}
        </p>
      )}
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t('record.email')}</th>
              <th scope="col">{t('record.name')}</th>
              <th scope="col">{t('operators.role')}</th>
              <th scope="col">{t('operators.refundLimit')}</th>
              <th scope="col">{t('members.status')}</th>
              <th scope="col">
                <span className={styles.muted}>{t('record.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {accounts.map((account) => (
              <tr key={account.id}>
                <td>{account.email}</td>
                <td>{account.name}</td>
                <td>{t(`role.${account.role}`)}</td>
                <td>{account.refund_limit === null ? t('operators.noLimit') : `NT$${account.refund_limit}`}</td>
                <td>
                  {account.disabled_at
                    ? t('operators.disabledAt', { at: moment(account.disabled_at) })
                    : t('memberStatus.active')}
                </td>
                <td>
                  {!account.disabled_at && account.id !== me.id && (
                    <ConfirmButton
                      label={t('operators.disable')}
                      question={t('operators.disableQuestion', { email: account.email })}
                    >
                      <Form method="post">
                        <input type="hidden" name="id" value={account.id} />
                        <button type="submit" className={styles.danger} disabled={busy}>
                          {t('operators.disable')}
                        </button>
                      </Form>
                    </ConfirmButton>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
