/** Sign-in with the operator's e-mail and password; the session's token goes to sessionStorage. */
import { Form as FormikForm, Formik } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import * as yup from 'yup';
import type { OperatorSessionBody } from '@shop/shared/contract';
import { adminApi, refusalOf } from '../../api/client';
import { LanguageSwitch } from '../../layout/Layout';
import { keepSessionToken } from '../../session/token';
import { TextInput } from '../../ui/TextInput';
import * as styles from '../../ui/console.module.css';

/** Only a path inside the console: a crafted link must not send a fresh session elsewhere. */
export const returnPath = (from: string | null): string => (from && /^\/(?!\/)/.test(from) ? from : '/');

export function SignInPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const [refusal, setRefusal] = useState<string>();
  const schema = yup.object({
    email: yup.string().trim().required(t('form.required')).email(t('form.email')),
    password: yup.string().required(t('form.required')),
  });
  return (
    <main className={styles.centered}>
      <section className={styles.section}>
        <h1 className={styles.title}>{t('signIn.title')}</h1>
        <Formik
          initialValues={{ email: '', password: '' }}
          validationSchema={schema}
          onSubmit={async (values) => {
            setRefusal(undefined);
            try {
              const { data } = await adminApi.post<OperatorSessionBody>('/session', {
                email: values.email.trim(),
                password: values.password,
              });
              keepSessionToken(data.data.token);
              await navigate(returnPath(search.get('from')), { replace: true });
            } catch (error) {
              setRefusal(refusalOf(error) ?? t('error.unknown'));
            }
          }}
        >
          {({ isSubmitting }) => (
            <FormikForm noValidate>
              <TextInput name="email" type="email" label={t('signIn.email')} autoComplete="username" />
              <TextInput name="password" type="password" label={t('signIn.password')} autoComplete="current-password" />
              {refusal && (
                <p className={styles.notice} role="alert">
                  {refusal}
                </p>
              )}
              <div className={styles.buttons}>
                <button type="submit" className={styles.primary} disabled={isSubmitting}>
                  {t('signIn.submit')}
                </button>
              </div>
            </FormikForm>
          )}
        </Formik>
      </section>
      <LanguageSwitch />
    </main>
  );
}
