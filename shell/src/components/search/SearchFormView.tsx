import { useId, type FormEventHandler, type InputHTMLAttributes, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchKeywords } from '@shop/shared/stores';
import { ns } from '../../namespace';
import { SearchIcon } from '../icons/Icons';
import { VisuallyHidden } from '@shop/shared/ui';
import * as styles from './search-form.module.css';

export type SearchVariant = 'header' | 'drawer';

interface SearchFormViewProps {
  variant: SearchVariant;
  onSubmit: FormEventHandler<HTMLFormElement>;
  error?: string;
  inputRef?: Ref<HTMLInputElement>;
  /** value/onChange for the formik form, defaultValue for the plain stand-in, plus focus handlers. */
  inputProps: InputHTMLAttributes<HTMLInputElement>;
  onPointerEnter?: () => void;
}

/**
 * The markup of the site search, shared by the plain stand-in rendered at first and the formik form
 * that replaces it, so the swap is invisible. The placeholder is the server's first suggested keyword (what an empty
 * search looks for; SearchSuggestions offers all of them).
 */
export function SearchFormView({ variant, onSubmit, error, inputRef, inputProps, onPointerEnter }: SearchFormViewProps) {
  const { t } = useTranslation(ns);
  const keywords = useSearchKeywords();
  const inputId = useId();
  const errorId = `${inputId}-error`;
  return (
    <form
      role="search"
      // Before a server-rendered page hydrates, the browser submits the search itself (/search?keyword=…).
      action="/search"
      className={`${styles.form} ${styles[variant]}`}
      onSubmit={onSubmit}
      onPointerEnter={onPointerEnter}
      noValidate
      data-testid={`search-${variant}`}
    >
      <VisuallyHidden as="label" htmlFor={inputId}>
        {t('search.label')}
      </VisuallyHidden>
      <div className={styles.field}>
        <input
          {...inputProps}
          ref={inputRef}
          id={inputId}
          className={styles.input}
          type="search"
          name="keyword"
          placeholder={keywords[0] || t('search.placeholder')}
          autoComplete="off"
          enterKeyHint="search"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        <button type="submit" className={styles.submit} aria-label={t('search.submit')}>
          <SearchIcon />
        </button>
      </div>
      {error && (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
