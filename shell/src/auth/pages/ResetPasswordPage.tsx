import { useEffect, useState } from 'react';
import { Form, Formik } from 'formik';
import { object } from 'yup';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { changePassword, verifyChecksum } from '../../api/account';
import { confirmPasswordField, formsNamespace, passwordField, showApiRefusal } from '@shop/shared/forms';
import { showToast } from '@shop/shared/stores';
import { AuthCard } from '../components/AuthCard';
import { SubmitButton } from '../components/SubmitButton';
import { authNs } from '../namespace';
import { buttonClassName, FormRefusalMessage, TextField } from '@shop/shared/ui';
import * as styles from './auth-page.module.css';

type LinkState = { kind: 'checking' } | { kind: 'invalid' } | { kind: 'valid'; email: string } | { kind: 'done' };

const schema = object({ password: passwordField(), confirm: confirmPasswordField() });

/** Opened from the reset mail: checks the single-use link, then sets the new password. */
export default function ResetPasswordPage() {
  const { t } = useTranslation([authNs, formsNamespace]);
  const checksum = useSearchParams()[0].get('checksum') ?? '';
  const [checked, setChecked] = useState<LinkState>({ kind: 'checking' });
  // A mail link without its checksum needs no call to be known invalid.
  const link: LinkState = checksum ? checked : { kind: 'invalid' };

  useEffect(() => {
    let current = true;
    if (!checksum) return;
    verifyChecksum({ checksum }, { noGlobalError: true }).then(
      ({ data }) => current && setChecked({ kind: 'valid', email: data.email }),
      () => current && setChecked({ kind: 'invalid' }),
    );
    return () => {
      current = false;
    };
  }, [checksum]);

  if (link.kind === 'checking') {
    return (
      <AuthCard title={t('reset.title')}>
        <p className={styles.hint} role="status">
          {t('reset.checking')}
        </p>
      </AuthCard>
    );
  }
  if (link.kind === 'invalid') {
    return (
      <AuthCard title={t('reset.title')}>
        <p className={styles.error} role="alert" data-testid="reset-link-invalid">
          {t('reset.invalid')}
        </p>
        <Link to="/forgot-password" className={buttonClassName({ variant: 'primary', block: true })}>
          {t('reset.requestNew')}
        </Link>
      </AuthCard>
    );
  }
  if (link.kind === 'done') {
    return (
      <AuthCard title={t('reset.done')}>
        <p className={styles.hint} role="status">
          {t('reset.doneBody')}
        </p>
        <Link to="/login" className={buttonClassName({ variant: 'primary', block: true })}>
          {t('reset.toLogin')}
        </Link>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t('reset.title')}>
      <p className={styles.hint}>{t('reset.hint', { email: link.email })}</p>
      <Formik
        initialValues={{ password: '', confirm: '' }}
        validationSchema={schema}
        onSubmit={async (values, helpers) => {
          try {
            await changePassword({ checksum, password: values.password }, { loading: true });
            showToast(t('reset.done'), 'success');
            setChecked({ kind: 'done' });
          } catch (error) {
            // A link used meanwhile answers "This link is invalid": toasted, and kept here.
            await showApiRefusal(helpers, values, error);
          }
        }}
      >
        <Form noValidate className={styles.form}>
          <TextField name="password" label={t('newPassword')} type="password" autoComplete="new-password" />
          <TextField name="confirm" label={t('confirmPassword')} type="password" autoComplete="new-password" />
          <FormRefusalMessage />
          <SubmitButton>{t('reset.submit')}</SubmitButton>
        </Form>
      </Formik>
    </AuthCard>
  );
}
