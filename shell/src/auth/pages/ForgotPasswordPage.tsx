import { Form, Formik } from 'formik';
import { object } from 'yup';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { forgetPassword } from '../../api/account';
import { emailField, formsNamespace } from '@shop/shared/forms';
import { AuthCard } from '../components/AuthCard';
import { SubmitButton } from '../components/SubmitButton';
import { authNs } from '../namespace';
import { useAuthPath } from '../useAuthPath';
import { TextField } from '@shop/shared/ui';
import * as styles from './auth-page.module.css';

const schema = object({ email: emailField() });

export default function ForgotPasswordPage() {
  const { t } = useTranslation([authNs, formsNamespace]);
  const navigate = useNavigate();
  const authPath = useAuthPath();
  return (
    <AuthCard title={t('forgot.title')}>
      <p className={styles.hint}>{t('forgot.hint')}</p>
      <Formik
        initialValues={{ email: '' }}
        validationSchema={schema}
        onSubmit={async (values) => {
          const email = values.email.trim();
          try {
            await forgetPassword({ email }, { loading: true });
            navigate(authPath('/mail-be-send'), { state: { email } });
          } catch {
            // The API's message was shown (too many requests, the day's limit): members and others get the same answers.
          }
        }}
      >
        <Form noValidate className={styles.form}>
          <TextField name="email" label={t('email')} type="email" autoComplete="email" inputMode="email" />
          <SubmitButton>{t('forgot.submit')}</SubmitButton>
        </Form>
      </Formik>
      <p className={styles.links}>
        <Link to={authPath('/login')}>{t('mailSent.toLogin')}</Link>
      </p>
    </AuthCard>
  );
}
