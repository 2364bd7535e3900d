/**
 * Coupons (owner, merchandiser): every coupon with its terms, window and counts, newest first, and a new one (the API
 * draws its code unless one is typed, which production refuses).
 */
import { Field, Form as FormikForm, Formik } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData, useRevalidator, type LoaderFunctionArgs } from 'react-router';
import * as yup from 'yup';
import type { AdminCoupon, AdminCouponList } from '@shop/shared/contract';
import { adminApi, refusalOf } from '../../api/client';
import { Pager } from '../../ui/Pager';
import { TextInput } from '../../ui/TextInput';
import { money, moment } from '../../ui/format';
import * as styles from '../../ui/console.module.css';
import { LanguageFields } from '../catalogue/LanguageFields';
import { couponRequest, couponScopes, emptyCoupon } from './couponForm';

const PAGE_SIZE = 20;

export async function couponListLoader({ request }: LoaderFunctionArgs): Promise<AdminCouponList> {
  const page = Number(new URL(request.url).searchParams.get('page'));
  const params = { page: Number.isInteger(page) && page >= 1 ? page : 1, page_size: PAGE_SIZE };
  return (await adminApi.get<AdminCouponList>('/coupons', { params, signal: request.signal })).data;
}

/** "3 / 10", or "3 / ∞" for any number. */
export const countOf = (count: number, limit: number | null) => `${count} / ${limit ?? '∞'}`;

function NewCoupon() {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  const [outcome, setOutcome] = useState<{ refusal?: string; made?: AdminCoupon }>();
  const name = yup
    .string()
    .trim()
    .required(t('form.required'))
    .max(100, t('catalogue.form.tooLong', { max: 100 }));
  const whole = (min: number, max: number) =>
    yup.number().typeError(t('catalogue.form.wholeNumber')).integer(t('catalogue.form.wholeNumber')).min(min).max(max);
  const schema = yup.object({
    code: yup.string().matches(/^\s*([A-Za-z0-9]{4,20})?\s*$/, t('coupons.codeRule')),
    name: yup.object({ tw: name, cn: name, en: name }),
    discount_amount: whole(0, 100_000).required(t('form.required')),
    min_order: whole(0, 10_000_000),
    starts_at: yup.string().required(t('form.required')),
    ends_at: yup.string().required(t('form.required')),
    use_limit: whole(1, 1_000_000),
    member_use_limit: whole(1, 1000).required(t('form.required')),
    claim_limit: whole(1, 1_000_000),
  });
  return (
    <section className={`${styles.section} ${styles.stack}`} aria-labelledby="new-coupon">
      <h2 id="new-coupon">{t('coupons.new')}</h2>
      <Formik
        initialValues={emptyCoupon()}
        validationSchema={schema}
        onSubmit={async (values, { resetForm }) => {
          setOutcome(undefined);
          try {
            const { data } = await adminApi.post<{ data: AdminCoupon }>('/coupons', couponRequest(values));
            setOutcome({ made: data.data });
            resetForm();
            await revalidator.revalidate();
          } catch (error) {
            setOutcome({ refusal: refusalOf(error) ?? t('error.unknown') });
          }
        }}
      >
        {({ isSubmitting, values, handleChange }) => (
          <FormikForm noValidate className={styles.stack}>
            <LanguageFields name="name" label={t('coupons.name')} />
            <div className={styles.fields}>
              <label className={styles.field}>
                {t('coupons.scope')}
                <select name="scope" value={values.scope} onChange={handleChange}>
                  {couponScopes.map((scope) => (
                    <option key={scope} value={scope}>
                      {t(`coupons.scopes.${scope}`)}
                    </option>
                  ))}
                </select>
              </label>
              <TextInput name="discount_amount" type="number" min={0} step={1} label={t('coupons.amount')} />
              <TextInput name="min_order" type="number" min={0} step={1} label={t('coupons.minimum')} />
              {values.scope !== 'kuji' && (
                <label className={styles.field}>
                  <span>
                    <Field type="checkbox" name="free_shipping" /> {t('coupons.freeShipping')}
                  </span>
                </label>
              )}
              <TextInput name="starts_at" type="datetime-local" label={t('coupons.startsAt')} />
              <TextInput name="ends_at" type="datetime-local" label={t('coupons.endsAt')} />
              <TextInput name="use_limit" type="number" min={1} step={1} label={t('coupons.useLimit')} />
              <TextInput name="member_use_limit" type="number" min={1} step={1} label={t('coupons.memberUseLimit')} />
              <TextInput name="claim_limit" type="number" min={1} step={1} label={t('coupons.claimLimit')} />
              <TextInput name="code" label={t('coupons.typedCode')} autoComplete="off" />
            </div>
            <p className={styles.muted}>{t('coupons.limitsHint')}</p>
            <div className={styles.buttons}>
              <button type="submit" className={styles.primary} disabled={isSubmitting}>
                {t('coupons.create')}
              </button>
            </div>
          </FormikForm>
        )}
      </Formik>
      {outcome?.refusal && (
        <p className={styles.notice} role="alert">
          {outcome.refusal}
        </p>
      )}
      {outcome?.made && (
        <p className={styles.done} role="status">
          {t('coupons.made')} <Link to={`/coupons/${outcome.made.coupon_id}`}>{outcome.made.code}</Link>
        </p>
      )}
    </section>
  );
}

export function CouponListPage() {
  const { t } = useTranslation();
  const list = useLoaderData<AdminCouponList>();
  return (
    <>
      <h1 className={styles.title}>{t('coupons.title')}</h1>
      <NewCoupon />
      {list.data.length === 0 ? (
        <p className={styles.muted}>{t('coupons.none')}</p>
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t('coupons.code')}</th>
                <th scope="col">{t('coupons.scope')}</th>
                <th scope="col" className={styles.number}>
                  {t('coupons.amount')}
                </th>
                <th scope="col" className={styles.number}>
                  {t('coupons.minimum')}
                </th>
                <th scope="col">{t('coupons.validity')}</th>
                <th scope="col" className={styles.number}>
                  {t('coupons.uses')}
                </th>
                <th scope="col">{t('coupons.status')}</th>
              </tr>
            </thead>
            <tbody>
              {list.data.map((coupon) => (
                <tr key={coupon.coupon_id}>
                  <td>
                    <Link to={`/coupons/${coupon.coupon_id}`}>
                      <code>{coupon.code}</code>
                    </Link>
                  </td>
                  <td>{t(`coupons.scopes.${coupon.scope}`)}</td>
                  <td className={styles.number}>
                    {money(coupon.discount_amount)}
                    {coupon.free_shipping && ` + ${t('coupons.freeShipping')}`}
                  </td>
                  <td className={styles.number}>{money(coupon.min_order)}</td>
                  <td>
                    {moment(coupon.starts_at)} – {moment(coupon.ends_at)}
                  </td>
                  <td className={styles.number}>{countOf(coupon.used_count, coupon.use_limit)}</td>
                  <td>{t(`coupons.states.${coupon.status}`)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pager page={list.page} pageSize={list.page_size} total={list.total} />
    </>
  );
}
