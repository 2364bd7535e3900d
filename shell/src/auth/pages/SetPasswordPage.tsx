import { Form, Formik } from 'formik';
import { object, string } from 'yup';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { register } from '../../api/account';
import { track } from '@shop/shared/analytics';
import { apiErrors } from '@shop/shared/errors';
import { confirmPasswordField, formsNamespace, passwordField, showApiRefusal } from '@shop/shared/forms';
import { showToast, signIn } from '@shop/shared/stores';
import { AuthCard } from '../components/AuthCard';
import { MemberWayOn } from '../components/MemberWayOn';
import { SubmitButton } from '../components/SubmitButton';
import { authNs } from '../namespace';
import { useAuthPath } from '../useAuthPath';
import { buttonClassName, FormRefusalMessage, TextField } from '@shop/shared/ui';
import * as styles from './auth-page.module.css';

/** Handed over by the register page once the address is verified. */
export interface SetPasswordState {
  email: string;
  checksum: string;
}

const schema = object({
  account_name: string().trim().max(50),
  password: passwordField(),
  confirm: confirmPasswordField(),
});

function isSetPasswordState(value: unknown): value is SetPasswordState {
  const state = value as SetPasswordState | null;
  return typeof state?.email === 'string' && typeof state.checksum === 'string';
}

/** Sign-up, second half: choose a password; the member is signed in straight away. */
export default function SetPasswordPage() {
  const { t } = useTranslation([authNs, formsNamespace]);
  const { state } = useLocation();
  const authPath = useAuthPath();

  if (!isSetPasswordState(state)) {
    return (
      <AuthCard title={t('setPassword.title')}>
        <p className={styles.hint}>{t('setPassword.missing')}</p>
        <Link to={authPath('/register')} className={buttonClassName({ variant: 'primary', block: true })}>
          {t('setPassword.startOver')}
        </Link>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('setPassword.title')}>
      <p className={styles.hint}>{t('setPassword.hint', { email: state.email })}</p>
      <Formik
        initialValues={{ account_name: '', password: '', confirm: '' }}
        validationSchema={schema}
        onSubmit={async (values, helpers) => {
          try {
            const name = values.account_name.trim();
            const { data } = await register(
              {
                email: state.email,
                checksum: state.checksum,
                password: values.password,
                ...(name ? { account_name: name } : {}),
              },
              { loading: true },
            );
            track.signUp();
            track.login('auto_after_signup', data.user_id);
            showToast(t('setPassword.success'), 'success');
            // Signed in, the route guard moves the member on to the `redirect` target (or home).
            signIn(data.jwt);
          } catch (error) {
            // Toasted by the API client, and kept here (for instance the address was registered meanwhile).
            await showApiRefusal(helpers, values, error);
          }
        }}
      >
        <Form noValidate className={styles.form}>
          <TextField name="account_name" label={t('accountName')} autoComplete="nickname" />
          <TextField name="password" label={t('password')} type="password" autoComplete="new-password" />
          <TextField name="confirm" label={t('confirmPassword')} type="password" autoComplete="new-password" />
          <FormRefusalMessage>
            {/* Registered meanwhile: this member proved the address with the code, so the way on can be offered. */}
            {(refusal) =>
              refusal.code === apiErrors.EMAIL_IN_USE.code && <MemberWayOn email={state.email} lead={t('setPassword.inUse')} />
            }
          </FormRefusalMessage>
          <SubmitButton>{t('setPassword.submit')}</SubmitButton>
        </Form>
      </Formik>
    </AuthCard>
  );
}
