import { useId, useState } from 'react';
import { useStore } from '@nanostores/react';
import { Form, Formik } from 'formik';
import { object } from 'yup';
import { useTranslation } from 'react-i18next';
import { requestArrivalNotice } from '../../api/products';
import { track } from '@shop/shared/analytics';
import type { ProductDetail } from '@shop/shared/contract';
import { emailField, formsNamespace } from '@shop/shared/forms';
import { $signedIn, $user } from '@shop/shared/stores';
import { Button, TextField } from '@shop/shared/ui';
import { ns } from '../../namespace';
import * as styles from './restock.module.css';

const visitorSchema = object({ email: emailField() });
const memberSchema = object({});

type Outcome = 'created' | 'exists';

/**
 * Back-in-stock e-mail for a sold-out product. A visitor gives an address; a member's account address
 * is used (the API takes it when none is sent). Loaded only on sold-out products, with formik.
 */
export default function RestockForm({ product }: { product: ProductDetail }) {
  const { t } = useTranslation([ns, formsNamespace]);
  const signedIn = useStore($signedIn, { ssr: () => false });
  const memberEmail = useStore($user, { ssr: () => null })?.email;
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const headingId = useId();

  return (
    <section className={styles.restock} aria-labelledby={headingId} data-testid="restock">
      <h2 id={headingId} className={styles.title}>
        {t('restock.title')}
      </h2>
      <p className={styles.status} role="status" data-testid="restock-status">
        {outcome && t(`restock.${outcome}`)}
      </p>
      {!outcome && (
        <Formik
          initialValues={{ email: '' }}
          validationSchema={signedIn ? memberSchema : visitorSchema}
          onSubmit={async ({ email }) => {
            try {
              const { data } = await requestArrivalNotice(product.product_id, signedIn ? {} : { email: email.trim() });
              track.selectContent('restock_notice', product.sku);
              setOutcome(data.created ? 'created' : 'exists');
            } catch {
              // The API's message was shown (too many requests, a bad address…); the form stays.
            }
          }}
        >
          {({ isSubmitting }) => (
            <Form noValidate className={styles.form}>
              <p className={styles.body}>
                {signedIn
                  ? memberEmail
                    ? t('restock.memberBody', { email: memberEmail })
                    : t('restock.memberBodyNoEmail')
                  : t('restock.body')}
              </p>
              {!signedIn && (
                <TextField
                  name="email"
                  label={t('restock.email')}
                  type="email"
                  autoComplete="email"
                  inputMode="email"
                  maxLength={254}
                />
              )}
              <Button type="submit" variant="primary" className={styles.submit} busy={isSubmitting}>
                {t('restock.submit')}
              </Button>
            </Form>
          )}
        </Formik>
      )}
    </section>
  );
}
