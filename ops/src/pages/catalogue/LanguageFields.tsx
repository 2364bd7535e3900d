/** One text in tw, cn and en side by side (stacked on a tablet), each labelled with its language. */
import { useField } from 'formik';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { supportedLocales, type Locale } from '@shop/shared/locale';
import * as styles from '../../ui/console.module.css';
import * as own from './catalogue.module.css';

function OneLanguage({ name, locale, label, multiline }: { name: string; locale: Locale; label: string; multiline: boolean }) {
  const { t } = useTranslation();
  const [field, meta] = useField<string>(`${name}.${locale}`);
  const id = useId();
  const failed = meta.touched && meta.error;
  const described = { 'aria-invalid': failed ? true : undefined, 'aria-describedby': failed ? `${id}-error` : undefined };
  return (
    <p className={styles.field}>
      <label htmlFor={id}>{`${label} · ${t(`language.${locale}`)}`}</label>
      {multiline ? <textarea id={id} {...field} {...described} /> : <input id={id} {...field} {...described} />}
      {failed && (
        <span id={`${id}-error`} className={styles.fieldError}>
          {meta.error}
        </span>
      )}
    </p>
  );
}

export function LanguageFields({ name, label, multiline = false }: { name: string; label: string; multiline?: boolean }) {
  return (
    <div className={own.languages}>
      {supportedLocales.map((locale) => (
        <OneLanguage key={locale} name={name} locale={locale} label={label} multiline={multiline} />
      ))}
    </div>
  );
}
