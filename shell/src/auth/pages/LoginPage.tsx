import { Form, Formik } from 'formik';
import { object, string } from 'yup';
import { useEffect } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { login } from '../../api/account';
import { track } from '@shop/shared/analytics';
import { apiErrors } from '@shop/shared/errors';
import { emailField, formsNamespace, showApiRefusal } from '@shop/shared/forms';
import { showToast, signIn } from '@shop/shared/stores';
import { AuthCard } from '../components/AuthCard';
import { SubmitButton } from '../components/SubmitButton';
import { GoogleSignInButton } from '../google/GoogleSignInButton';
import { authNs } from '../namespace';
import { Button, FormRefusalMessage, TextField } from '@shop/shared/ui';
import * as styles from './auth-page.module.css';
import { safeRedirect } from '../redirect';
import { useAuthPath } from '../useAuthPath';
import { completeWechatLogin, startWechatLogin } from '../wechat';
import { prefilledEmail } from './prefilledEmail';

const schema = object({ email: emailField(), password: string().required() });

/** The refusals that are about one field, said under it as well as in the API client's toast. */
const fieldOfCode = {
  [apiErrors.NOT_A_MEMBER.code]: 'email',
  [apiErrors.LOGIN_FAILED.code]: 'password',
  [apiErrors.PASSWORD_NOT_SET.code]: 'password',
};

export default function LoginPage() {
  const { t } = useTranslation([authNs, formsNamespace]);
  const [params] = useSearchParams();
  const authPath = useAuthPath();
  const email = prefilledEmail(useLocation().state);
  const code = params.get('code');
  const state = params.get('state');

  // Back from WeChat's QR page with an OAuth code: sign in with it (the guard then follows `redirect`).
  useEffect(() => {
    completeWechatLogin(code, state).then(
      (signedIn) => signedIn && showToast(t('login.success'), 'success'),
      () => undefined, // the API client has shown why the code was refused
    );
  }, [code, state, t]);

  return (
    <AuthCard title={t('login.title')}>
      <Formik
        initialValues={{ email, password: '' }}
        validationSchema={schema}
        onSubmit={async (values, helpers) => {
          try {
            const { data } = await login({ email: values.email.trim(), password: values.password }, { loading: true });
            track.login('email', data.user_id);
            showToast(t('login.success'), 'success');
            // The route guard now sends the member on to the `redirect` target (or home).
            signIn(data.jwt);
          } catch (error) {
            // The API client has toasted the server's message (wrong password, not a member…): it stays at the form.
            await showApiRefusal(helpers, values, error, fieldOfCode);
          }
        }}
      >
        <Form noValidate className={styles.form}>
          <TextField name="email" label={t('email')} type="email" autoComplete="email" inputMode="email" />
          <TextField name="password" label={t('password')} type="password" autoComplete="current-password" />
          <FormRefusalMessage />
          <SubmitButton>{t('login.submit')}</SubmitButton>
        </Form>
      </Formik>
      <p className={styles.links}>
        <Link to={authPath('/forgot-password')}>{t('login.forgot')}</Link>
      </p>
      <div className={styles.alternatives} role="group" aria-label={t('login.other')}>
        <GoogleSignInButton />
        <Button block onClick={() => startWechatLogin(safeRedirect(params.get('redirect')))}>
          {t('login.wechat')}
        </Button>
      </div>
      <p className={styles.links}>
        {t('login.noAccount')} <Link to={authPath('/register')}>{t('login.register')}</Link>
      </p>
    </AuthCard>
  );
}
