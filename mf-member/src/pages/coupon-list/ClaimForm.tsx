import { useId, useState } from 'react';
import { Form, Formik } from 'formik';
import { object } from 'yup';
import { useTranslation } from 'react-i18next';
import type { Coupon } from '@shop/shared/contract';
import { couponCodeField, formsNamespace, showApiRefusal } from '@shop/shared/forms';
import { showToast } from '@shop/shared/stores';
import { Button, CouponOutcomeLine, TextField, type CouponOutcome } from '@shop/shared/ui';
import { claimCoupon } from '../../api/coupons';
import { ns } from '../../namespace';
import * as styles from './coupon-list.module.css';

const schema = object({ code: couponCodeField() });

/**
 * Claims a coupon by its code (POST coupon). A refusal (invalid code, expired, already claimed, claim limit
 * reached) is the API's own message in the member's language, shown on the field as SPEC §8 orders the messages;
 * success says 'successfully received' and hands the coupon to the list.
 */
export function ClaimForm({ onClaimed }: { onClaimed: (coupon: Coupon) => void }) {
  // The form rules' messages are in their own namespace: loaded with the page's texts.
  const { t } = useTranslation([ns, formsNamespace]);
  const headingId = useId();
  const [outcome, setOutcome] = useState<CouponOutcome | null>(null);

  return (
    <section className={styles.claim} aria-labelledby={headingId} data-testid="coupon-claim">
      <h2 id={headingId} className={styles.claimTitle}>
        {t('coupons.claim.heading')}
      </h2>
      <Formik
        initialValues={{ code: '' }}
        validationSchema={schema}
        onSubmit={async (values, form) => {
          setOutcome(null);
          try {
            // The refusal is shown on the field instead of a toast; a 40301 still signs the member out.
            const { data } = await claimCoupon({ code: values.code.trim() }, { noGlobalError: true });
            const success = t('coupons.claim.success');
            showToast(success, 'success');
            setOutcome({ kind: 'applied', message: `${success}: ${t('coupons.claim.added', { name: data.display_name })}` });
            form.resetForm();
            onClaimed(data);
          } catch (caught) {
            // Every refusal is about the code: said under it until the code changes.
            await showApiRefusal(form, values, caught, 'code');
          }
        }}
      >
        {({ isSubmitting }) => (
          <Form noValidate className={styles.claimForm}>
            <TextField
              name="code"
              label={t('coupons.claim.label')}
              hint={t('coupons.claim.hint')}
              autoComplete="off"
              maxLength={32}
            />
            <Button type="submit" variant="primary" busy={isSubmitting} className={styles.claimButton}>
              {t('coupons.claim.submit')}
            </Button>
          </Form>
        )}
      </Formik>
      <CouponOutcomeLine outcome={outcome} />
    </section>
  );
}
