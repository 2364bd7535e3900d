import { useState } from 'react';
import { Form, Formik, type FormikHelpers } from 'formik';
import { object } from 'yup';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { sendVerificationEmail, verifyAccount } from '../../api/account';
import { apiErrors } from '@shop/shared/errors';
import { emailField, formsNamespace, showApiRefusal, verificationCodeField } from '@shop/shared/forms';
import { AuthCard } from '../components/AuthCard';
import { MemberWayOn } from '../components/MemberWayOn';
import { SubmitButton } from '../components/SubmitButton';
import { authNs } from '../namespace';
import { useAuthPath } from '../useAuthPath';
import { FormRefusalMessage, TextField } from '@shop/shared/ui';
import * as styles from './auth-page.module.css';
import type { SetPasswordState } from './SetPasswordPage';

const emailSchema = object({ email: emailField() });
const codeSchema = object({ code: verificationCodeField() });

/** The refusals that are about one field, said under it as well as in the API client's toast. */
const fieldOfCode = {
  [apiErrors.DAILY_CODE_LIMIT.code]: 'email',
  [apiErrors.VERIFICATION_FAILED.code]: 'code',
};

/**
 * Sign-up, first half: prove the e-mail address with the 6-digit code from the mail. An address that already has
 * an account gets the same answer (no one learns who is a member) and a mail with links to log in and to reset the
 * password; the page offers the same two links to everyone, the address filled in.
 */
export default function RegisterPage() {
  const { t } = useTranslation([authNs, formsNamespace]);
  const navigate = useNavigate();
  const authPath = useAuthPath();
  const [email, setEmail] = useState<string | null>(null);

  /** Sends the code; a refusal is said at the form whose button asked for it. */
  const send = async <V,>(address: string, values: V, helpers: Pick<FormikHelpers<V>, 'setStatus'>, fields = {}) => {
    try {
      await sendVerificationEmail({ email: address }, { loading: true });
      setEmail(address);
    } catch (error) {
      await showApiRefusal(helpers, values, error, fields);
    }
  };

  return (
    <AuthCard title={t('register.title')}>
      {email === null ? (
        <Formik
          key="email"
          initialValues={{ email: '' }}
          validationSchema={emailSchema}
          onSubmit={(values, helpers) => send(values.email.trim(), values, helpers, fieldOfCode)}
        >
          <Form noValidate className={styles.form}>
            <p className={styles.hint}>{t('register.emailHint')}</p>
            <TextField name="email" label={t('email')} type="email" autoComplete="email" inputMode="email" />
            <FormRefusalMessage />
            <SubmitButton>{t('register.sendCode')}</SubmitButton>
          </Form>
        </Formik>
      ) : (
        // Its own form (a key): the address step's values and status are not the code's.
        <Formik
          key="code"
          initialValues={{ code: '' }}
          validationSchema={codeSchema}
          onSubmit={async (values, helpers) => {
            try {
              const { data } = await verifyAccount({ email, code: values.code.trim() }, { loading: true });
              const state: SetPasswordState = { email, checksum: data.checksum };
              navigate(authPath('/set-password'), { state });
            } catch (error) {
              // Wrong or expired code: said under the field until it changes; the member can retry or resend.
              await showApiRefusal(helpers, values, error, fieldOfCode);
            }
          }}
        >
          {({ values, setStatus }) => (
            <Form noValidate className={styles.form}>
              <p className={styles.hint} role="status">
                {t('register.codeSent', { email })}
              </p>
              <MemberWayOn email={email} />
              <TextField name="code" label={t('code')} autoComplete="one-time-code" inputMode="numeric" maxLength={6} />
              <FormRefusalMessage />
              <SubmitButton>{t('register.continue')}</SubmitButton>
              <button type="button" className={styles.textButton} onClick={() => void send(email, values, { setStatus })}>
                {t('register.resend')}
              </button>
            </Form>
          )}
        </Formik>
      )}
      <p className={styles.links}>
        {t('register.haveAccount')} <Link to={authPath('/login')}>{t('login.submit')}</Link>
      </p>
    </AuthCard>
  );
}
