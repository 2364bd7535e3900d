/** The signed-in operator changes their own password (their other sessions end; this one goes on). */
import { Form as FormikForm, Formik } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as yup from 'yup';
import { adminApi, refusalOf } from '../../api/client';
import { TextInput } from '../../ui/TextInput';
import * as styles from '../../ui/console.module.css';

export function PasswordPage() {
  const { t } = useTranslation();
  const [outcome, setOutcome] = useState<{ done: boolean; message: string }>();
  const schema = yup.object({
    current_password: yup.string().required(t('form.required')),
    new_password: yup.string().required(t('form.required')).min(12, t('password.tooShort')).max(128, t('password.tooLong')),
    repeat: yup
      .string()
      .required(t('form.required'))
      .oneOf([yup.ref('new_password')], t('password.mismatch')),
  });
  return (
    <section className={styles.section}>
      <h1 className={styles.title}>{t('password.title')}</h1>
      <Formik
        initialValues={{ current_password: '', new_password: '', repeat: '' }}
        validationSchema={schema}
        onSubmit={async (values, { resetForm }) => {
          setOutcome(undefined);
          try {
            await adminApi.post('/me/password', {
              current_password: values.current_password,
              new_password: values.new_password,
            });
            resetForm();
            setOutcome({ done: true, message: t('password.changed') });
          } catch (error) {
            setOutcome({ done: false, message: refusalOf(error) ?? t('error.unknown') });
          }
        }}
      >
        {({ isSubmitting }) => (
          <FormikForm noValidate className={styles.fields}>
            <TextInput name="current_password" type="password" label={t('password.current')} autoComplete="current-password" />
            <TextInput name="new_password" type="password" label={t('password.new')} autoComplete="new-password" />
            <TextInput name="repeat" type="password" label={t('password.repeat')} autoComplete="new-password" />
            <div className={styles.buttons}>
              <button type="submit" className={styles.primary} disabled={isSubmitting}>
                {t('password.submit')}
              </button>
            </div>
          </FormikForm>
        )}
      </Formik>
      {outcome && (
        <p className={outcome.done ? styles.done : styles.notice} role={outcome.done ? 'status' : 'alert'}>
          {outcome.message}
        </p>
      )}
    </section>
  );
}
