import { setLocale } from 'yup';
import { i18next } from '@shop/shared/i18n';
import { formsNamespace } from './namespace';

/** A validation message in the chosen language, looked up when the field is validated. */
export const message =
  (key: string, values?: Record<string, unknown>) =>
  (params?: object): string =>
    i18next.t(`${formsNamespace}:${key}`, { ...params, ...values });

// SPEC §5 global overrides: minimum, maximum and pattern texts for every string field.
setLocale({
  mixed: { required: message('required') },
  string: { min: message('min'), max: message('max'), matches: message('pattern'), email: message('email') },
  number: { integer: message('number') },
});
