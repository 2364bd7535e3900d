/** Form rules the console's editors share, with their messages in the operator's language. */
import type { TFunction } from 'i18next';
import * as yup from 'yup';

/** A whole number from `min` to `max`. */
export const wholeNumber = (t: TFunction) => (min: number, max: number) =>
  yup
    .number()
    .typeError(t('catalogue.form.wholeNumber'))
    .integer(t('catalogue.form.wholeNumber'))
    .min(min, t('catalogue.form.atLeast', { min }))
    .max(max, t('catalogue.form.atMost', { max }));
