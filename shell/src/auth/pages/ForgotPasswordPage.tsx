import { Form, Formik } from 'formik';
import { object } from 'yup';
import { Link, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { forgetPassword } from '../../api/account';
import { apiErrors } from '@shop/shared/errors';
import { emailField, formsNamespace, showApiRefusal } from '@shop/shared/forms';
import { AuthCard } from '../components/AuthCard';
import { SubmitButton } from '../components/SubmitButton';
import { authNs } from '../namespace';
import { useAuthPath } from '../useAuthPath';
import { FormRefusalMessage, TextField } from '@shop/shared/ui';
import * as styles from './auth-page.module.css';
import { prefilledEmail } from './prefilledEmail';

const schema = object({ email: emailField() });

export default function ForgotPasswordPage() {
  const { t } = useTranslation([authNs, formsNamespace]);
  const navigate = useNavigate();
  const authPath = useAuthPath();
  const email = prefilledEmail(useLocation().state);
  return (
    <AuthCard title={t('forgot.title')}>
      <p className={styles.hint}>{t('forgot.hint')}</p>
      <Formik
        initialValues={{ email }}
        validationSchema={schema}
        onSubmit={async (values, helpers) => {
          const email = values.email.trim();
          try {
            await forgetPassword({ email }, { loading: true });
            navigate(authPath('/mail-be-send'), { state: { email } });
          } catch (error) {
            // Toasted and kept here (too many requests, the day's limit): members and others get the same answers.
            await showApiRefusal(helpers, values, error, { [apiErrors.DAILY_CODE_LIMIT.code]: 'email' });
          }
        }}
      >
        <Form noValidate className={styles.form}>
          <TextField name="email" label={t('email')} type="email" autoComplete="email" inputMode="email" />
          <FormRefusalMessage />
          <SubmitButton>{t('forgot.submit')}</SubmitButton>
        </Form>
      </Formik>
      <p className={styles.links}>
        <Link to={authPath('/login')}>{t('mailSent.toLogin')}</Link>
      </p>
    </AuthCard>
  );
}
