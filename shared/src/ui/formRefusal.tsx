import type { ReactNode } from 'react';
import { getIn, useFormikContext, type FormikHelpers } from 'formik';
import * as styles from './form-refusal.module.css';

/**
 * The server's refusal of a submitted form (wrong password, wrong code, address in use…). It lives in formik's
 * `status`, which validation never touches (unlike `errors`, rebuilt by every change and blur), so it stays at its
 * field, or at the form when it concerns no one field, until the shopper changes what was refused or submits again.
 */
export interface FormRefusal {
  message: string;
  /** The field it concerns (a formik path); without one it is about the whole form. */
  field?: string;
  /** The API's error code, for pages that offer a way on (a link) for some refusals. */
  code?: number;
  /** The values the server refused. */
  values: unknown;
}

/** The shape of formik's `status` in the shop's forms. */
export interface FormRefusalStatus {
  refusal?: FormRefusal;
}

/** Shows `message` at `field` (or at the form) for the values just submitted; a new refusal replaces the last. */
export function refuseForm<Values>(
  helpers: Pick<FormikHelpers<Values>, 'setStatus'>,
  values: Values,
  message: string,
  { field, code }: { field?: string; code?: number | undefined } = {},
): void {
  const refusal: FormRefusal = { message, values, ...(field && { field }), ...(code !== undefined && { code }) };
  helpers.setStatus({ refusal } satisfies FormRefusalStatus);
}

/** The refusal still standing: the form is not being submitted again and `unchanged` still holds. */
function standing(status: unknown, isSubmitting: boolean, unchanged: (refusal: FormRefusal) => boolean): FormRefusal | undefined {
  const refusal = (status as FormRefusalStatus | undefined)?.refusal;
  return refusal && !isSubmitting && unchanged(refusal) ? refusal : undefined;
}

/** The refusal of field `name`, while the field still holds the refused value. */
export function useFieldRefusal(name: string): FormRefusal | undefined {
  const { status, isSubmitting, values } = useFormikContext<unknown>();
  return standing(
    status,
    isSubmitting,
    (refusal) => refusal.field === name && Object.is(getIn(values, name), getIn(refusal.values, name)),
  );
}

/** The refusal of the whole form, while no field has changed since. */
export function useFormRefusal(): FormRefusal | undefined {
  const { status, isSubmitting, values } = useFormikContext<Record<string, unknown>>();
  return standing(
    status,
    isSubmitting,
    (refusal) =>
      refusal.field === undefined &&
      Object.entries(refusal.values as Record<string, unknown>).every(([key, value]) => Object.is(values[key], value)),
  );
}

/** Where a form says a refusal that concerns no one field (put it by the submit button); `children` may add a way on. */
export function FormRefusalMessage({ children }: { children?: (refusal: FormRefusal) => ReactNode }) {
  const refusal = useFormRefusal();
  if (!refusal) return null;
  return (
    <div className={styles.refusal} role="alert" data-testid="form-refusal">
      <p className={styles.message}>{refusal.message}</p>
      {children?.(refusal)}
    </div>
  );
}
