import { useEffect, useRef, useState } from 'react';
import { FormikProvider, useField, useFormik, validateYupSchema, yupToFormErrors } from 'formik';
import { useTranslation } from 'react-i18next';
import { mixed, object } from 'yup';
import type { PaymentMethod, PrizeShipment, UserInfo } from '@shop/shared/contract';
import { apiErrors } from '@shop/shared/errors';
import { formatTwd } from '@shop/shared/format';
import { formsNamespace, rememberedMobileCheck, showApiRefusal } from '@shop/shared/forms';
import {
  AddressFields,
  blankDestination,
  CustomsIdField,
  CvsPicker,
  deliveryOf,
  DestinationFields,
  deliveryRules,
  needsAddress,
  RecipientFields,
  type DeliveryValues,
} from '@shop/shared/forms/delivery';
import {
  InvoiceSection,
  invoiceFieldOfCode,
  invoiceOf,
  invoiceRules,
  invoiceValues,
  rememberedInvoice,
  rememberInvoice,
  type InvoiceValues,
} from '@shop/shared/forms/invoice';
import { i18next } from '@shop/shared/i18n';
import { usePageData } from '@shop/shared/page-cache';
import { PaymentMethodChoices } from '@shop/shared/payment';
import { useLocale } from '@shop/shared/stores';
import { messageFor } from '@shop/shared/transport';
import { Button, FormRefusalMessage } from '@shop/shared/ui';
import { getPrizeRoutes, quotePrizeShipment, requestPrizeShipment } from '../../api/prizeBox';
import { getCountries } from '../../api/system';
import { ns } from '../../namespace';
import * as styles from './prize-box.module.css';

export interface ShipValues extends DeliveryValues, InvoiceValues {
  paymentMethod: PaymentMethod | '';
}

/** The box changed under the member (a prize asked for elsewhere, or no longer theirs): the box is read again. */
const staleBox: readonly number[] = [apiErrors.PRIZE_ALREADY_REQUESTED.code, apiErrors.PRIZE_NOT_IN_BOX.code];

interface ShipFormProps {
  prizeIds: readonly string[];
  user: UserInfo | null;
  onShipped: (shipment: PrizeShipment) => void;
  /** The API's refusal, in the page's language. */
  onStale: (message: string) => void;
  onCancel: () => void;
}

/**
 * Where the parcel of the chosen prizes goes and to whom (the checkout's delivery form), its postage, how it is paid,
 * and the postage's e-invoice (a service the shop sells in Taiwan, wherever the parcel goes).
 */
export function ShipForm({ prizeIds, user, onShipped, onStale, onCancel }: ShipFormProps) {
  const { t } = useTranslation([ns, formsNamespace]);
  const locale = useLocale();
  const [checkPhone] = useState(() => rememberedMobileCheck());
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);

  const form = useFormik<ShipValues>({
    initialValues: {
      ...blankDestination,
      countryCode: 'TW',
      name: user?.account_name ?? '',
      phoneCode: user?.phone_code?.replace(/^\+/, '') || '886',
      phoneNumber: user?.phone_number ?? '',
      email: user?.email ?? '',
      paymentMethod: '',
      ...invoiceValues(rememberedInvoice()),
    },
    validate: (values) =>
      validateYupSchema(
        values,
        object({
          ...deliveryRules(values, checkPhone),
          ...invoiceRules(values.invoiceKind),
          paymentMethod: mixed().required(() => i18next.t(`${ns}:prizeBox.ship.paymentRequired`)),
        }),
      ).then(
        () => ({}),
        (error: unknown) => yupToFormErrors<ShipValues>(error),
      ),
    onSubmit: async (values, helpers) => {
      try {
        const body = {
          prize_ids: [...prizeIds],
          ...deliveryOf(values),
          payment_method: values.paymentMethod as PaymentMethod,
          invoice: invoiceOf(values),
        };
        const { data } = await requestPrizeShipment(body, { noGlobalError: true });
        // Only a choice a shipment took is offered next time: a refused code is not.
        rememberInvoice(body.invoice);
        onShipped(data);
      } catch (caught) {
        // A refused invoice code (40080–40083) is said at its field.
        const error = await showApiRefusal(helpers, values, caught, invoiceFieldOfCode);
        if (error.code !== undefined && staleBox.includes(error.code)) onStale(await messageFor(error));
      }
    },
  });
  const { values } = form;
  const { data: countries } = usePageData(`countries:${locale}`, () => getCountries());
  const { data: routes } = usePageData(`prize-routes:${locale}:${values.countryCode}`, () => getPrizeRoutes(values.countryCode));
  const method = values.deliveryMethod;
  const quoteKey = method ? `prize-quote:${values.countryCode}:${method}:${prizeIds.join(',')}` : 'prize-quote:none';
  const { data: quote } = usePageData(quoteKey, () =>
    method
      ? quotePrizeShipment(
          { prize_ids: [...prizeIds], country_code: values.countryCode, delivery_method: method },
          { noGlobalError: true },
        )
      : Promise.resolve(null),
  );
  const fee = method && quote ? quote.data.shipping_fee : null;

  return (
    <FormikProvider value={form}>
      <form className={styles.shipForm} noValidate onSubmit={form.handleSubmit} data-testid="prize-ship-form">
        <h2 className={styles.sectionTitle} ref={headingRef} tabIndex={-1}>
          {t('prizeBox.ship.heading', { count: prizeIds.length })}
        </h2>
        <fieldset className={styles.group}>
          <legend className={styles.legend}>{t('prizeBox.ship.delivery')}</legend>
          <DestinationFields
            countries={countries?.data ?? []}
            methods={(routes?.data ?? []).map((route) => route.delivery_method)}
          />
          {method && (needsAddress(method) ? <AddressFields /> : <CvsPicker />)}
        </fieldset>
        <fieldset className={styles.group}>
          <legend className={styles.legend}>{t('prizeBox.ship.recipient')}</legend>
          <RecipientFields countries={countries?.data ?? []} />
          <CustomsIdField />
        </fieldset>
        <InvoiceSection />
        <fieldset className={styles.group}>
          <legend className={styles.legend}>{t('prizeBox.ship.payment')}</legend>
          <PaymentField />
        </fieldset>
        <p className={styles.postage} data-testid="prize-postage" aria-live="polite">
          {fee === null
            ? method
              ? t('prizeBox.ship.postageLoading')
              : t('prizeBox.ship.postageUnknown')
            : `${t('prizeBox.ship.postage')} ${fee === 0 ? t('prizeBox.ship.postageFree') : formatTwd(fee)}`}
        </p>
        <FormRefusalMessage />
        <div className={styles.actions}>
          <Button type="submit" variant="primary" busy={form.isSubmitting} data-testid="prize-ship-submit">
            {fee === 0 ? t('prizeBox.ship.submitFree') : t('prizeBox.ship.submit')}
          </Button>
          <Button onClick={onCancel}>{t('prizeBox.ship.cancel')}</Button>
        </div>
      </form>
    </FormikProvider>
  );
}

/** The shop's payment methods as the form's `paymentMethod`. */
function PaymentField() {
  const [field, meta, helpers] = useField<PaymentMethod | ''>('paymentMethod');
  return (
    <PaymentMethodChoices
      value={field.value}
      onChange={(picked) => void helpers.setValue(picked)}
      onBlur={() => void helpers.setTouched(true)}
      error={meta.touched ? meta.error : undefined}
    />
  );
}
