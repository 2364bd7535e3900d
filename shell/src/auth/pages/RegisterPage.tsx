import { useState } from 'react';
import { Form, Formik } from 'formik';
import { object } from 'yup';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { sendVerificationEmail, verifyAccount } from '../../api/account';
import { emailField, formsNamespace, verificationCodeField } from '@shop/shared/forms';
import { AuthCard } from '../components/AuthCard';
import { SubmitButton } from '../components/SubmitButton';
import { authNs } from '../namespace';
import { useAuthPath } from '../useAuthPath';
import { TextField } from '@shop/shared/ui';
import * as styles from './auth-page.module.css';
import type { SetPasswordState } from './SetPasswordPage';

const emailSchema = object({ email: emailField() });
const codeSchema = object({ code: verificationCodeField() });

/** Sign-up, first half: prove the e-mail address with the 6-digit code from the mail. */
export default function RegisterPage() {
  const { t } = useTranslation([authNs, formsNamespace]);
  const navigate = useNavigate();
  const authPath = useAuthPath();
  const [email, setEmail] = useState<string | null>(null);

  const send = async (address: string) => {
    await sendVerificationEmail({ email: address }, { loading: true });
    setEmail(address);
  };

  return (
    <AuthCard title={t('register.title')}>
      {email === null ? (
        <Formik
          initialValues={{ email: '' }}
          validationSchema={emailSchema}
          onSubmit={async (values) => {
            await send(values.email.trim()).catch(() => undefined);
          }}
        >
          <Form noValidate className={styles.form}>
            <p className={styles.hint}>{t('register.emailHint')}</p>
            <TextField name="email" label={t('email')} type="email" autoComplete="email" inputMode="email" />
            <SubmitButton>{t('register.sendCode')}</SubmitButton>
          </Form>
        </Formik>
      ) : (
        <Formik
          initialValues={{ code: '' }}
          validationSchema={codeSchema}
          onSubmit={async (values) => {
            try {
              const { data } = await verifyAccount({ email, code: values.code.trim() }, { loading: true });
              const state: SetPasswordState = { email, checksum: data.checksum };
              navigate(authPath('/set-password'), { state });
            } catch {
              // Wrong or expired code: the API's message was shown; the member can retry or resend.
            }
          }}
        >
          <Form noValidate className={styles.form}>
            <p className={styles.hint} role="status">
              {t('register.codeSent', { email })}
            </p>
            <TextField name="code" label={t('code')} autoComplete="one-time-code" inputMode="numeric" maxLength={6} />
            <SubmitButton>{t('register.continue')}</SubmitButton>
            <button type="button" className={styles.textButton} onClick={() => void send(email).catch(() => undefined)}>
              {t('register.resend')}
            </button>
          </Form>
        </Formik>
      )}
      <p className={styles.links}>
        {t('register.haveAccount')} <Link to={authPath('/login')}>{t('login.submit')}</Link>
      </p>
    </AuthCard>
  );
}
