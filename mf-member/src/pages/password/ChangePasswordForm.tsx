import { Form, Formik } from 'formik';
import { useTranslation } from 'react-i18next';
import { formsNamespace } from '@shop/shared/forms';
import { Button, CardSection, FormRefusalMessage, TextField } from '@shop/shared/ui';
import { ns } from '../../namespace';
import { changeSchema, submitNewPassword, type ChangeValues } from './passwordForm';
import { usePasswordChanged } from './usePasswordChanged';
import * as styles from './password.module.css';

/** A member with a password: the current one proves it is them, then the new one twice. */
export function ChangePasswordForm() {
  const { t } = useTranslation([ns, formsNamespace]);
  const changed = usePasswordChanged();
  return (
    <CardSection title={t('password.changeHeading')} testId="change-password-form">
      <Formik<ChangeValues>
        initialValues={{ current: '', password: '', confirm: '' }}
        validationSchema={changeSchema}
        onSubmit={async (values, helpers) => {
          const body = { current_password: values.current, new_password: values.password };
          if (await submitNewPassword(body, values, helpers)) changed();
        }}
      >
        {({ isSubmitting }) => (
          <Form noValidate className={styles.fields}>
            <TextField name="current" label={t('password.current')} type="password" autoComplete="current-password" />
            <TextField
              name="password"
              label={t('password.new')}
              hint={t('password.rule')}
              type="password"
              autoComplete="new-password"
              maxLength={20}
            />
            <TextField name="confirm" label={t('password.confirm')} type="password" autoComplete="new-password" maxLength={20} />
            <FormRefusalMessage />
            <Button type="submit" variant="primary" busy={isSubmitting} className={styles.submit}>
              {t('password.submit')}
            </Button>
          </Form>
        )}
      </Formik>
    </CardSection>
  );
}
