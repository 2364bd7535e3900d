import { useState } from 'react';
import { Form, Formik } from 'formik';
import { useTranslation } from 'react-i18next';
import { formsNamespace } from '@shop/shared/forms';
import { messageFor, toApiError } from '@shop/shared/transport';
import { Button, CardSection, FormRefusalMessage, TextField } from '@shop/shared/ui';
import { sendPasswordCode } from '../../api/password';
import { ns } from '../../namespace';
import { codeSchema, submitNewPassword, type CodeValues } from './passwordForm';
import { usePasswordChanged } from './usePasswordChanged';
import * as styles from './password.module.css';

/**
 * A member who came through Google or WeChat and has no password: a code mailed to their address proves it is them.
 * A refused request (no address on a WeChat account, the daily limit) is said here, where the member asked.
 */
export function SetPasswordForm({ email }: { email: string }) {
  const { t } = useTranslation([ns, formsNamespace]);
  const changed = usePasswordChanged();
  const [codeSent, setCodeSent] = useState(false);
  const [sending, setSending] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  const send = async () => {
    setSending(true);
    setRefusal(null);
    try {
      await sendPasswordCode({ loading: true, noGlobalError: true });
      setCodeSent(true);
    } catch (error) {
      setRefusal(await messageFor(toApiError(error)));
    } finally {
      setSending(false);
    }
  };

  return (
    <CardSection title={t('password.set.heading')} testId="set-password-form">
      {codeSent ? (
        <p className={styles.note} role="status">
          {t('password.set.sent', { email })}
        </p>
      ) : (
        <p className={styles.note}>{t('password.set.sendHint')}</p>
      )}
      {refusal && (
        <p className={styles.error} role="alert">
          {refusal}
        </p>
      )}
      {!codeSent ? (
        <Button variant="primary" busy={sending} className={styles.submit} onClick={() => void send()}>
          {t('password.set.send')}
        </Button>
      ) : (
        <Formik<CodeValues>
          initialValues={{ code: '', password: '', confirm: '' }}
          validationSchema={codeSchema}
          onSubmit={async (values, helpers) => {
            const body = { code: values.code.trim(), new_password: values.password };
            if (await submitNewPassword(body, values, helpers)) changed();
          }}
        >
          {({ isSubmitting }) => (
            <Form noValidate className={styles.fields}>
              <TextField
                name="code"
                label={t('password.set.code')}
                autoComplete="one-time-code"
                inputMode="numeric"
                maxLength={6}
              />
              <TextField
                name="password"
                label={t('password.new')}
                hint={t('password.rule')}
                type="password"
                autoComplete="new-password"
                maxLength={20}
              />
              <TextField
                name="confirm"
                label={t('password.confirm')}
                type="password"
                autoComplete="new-password"
                maxLength={20}
              />
              <FormRefusalMessage />
              <Button type="submit" variant="primary" busy={isSubmitting} className={styles.submit}>
                {t('password.set.submit')}
              </Button>
              <button type="button" className={styles.textButton} disabled={sending} onClick={() => void send()}>
                {t('password.set.resend')}
              </button>
            </Form>
          )}
        </Formik>
      )}
    </CardSection>
  );
}
