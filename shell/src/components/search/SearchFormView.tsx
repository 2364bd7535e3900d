import { useId, type FormEventHandler, type InputHTMLAttributes, type Ref } from 'react';
import { Link } from 'react-router';
import { useStore } from '@nanostores/react';
import { useTranslation } from 'react-i18next';
import { track } from '@shop/shared/analytics';
import { clearPageCache } from '@shop/shared/page-cache';
import { $searchKeywords } from '@shop/shared/stores';
import { ns } from '../../namespace';
import { SearchIcon } from '../icons/Icons';
import { VisuallyHidden } from '@shop/shared/ui';
import { searchPath } from './searchPath';
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
  /** After a search was started here (a suggestion followed): the drawer closes. */
  onSearched?: () => void;
}

/**
 * The markup of the site search, shared by the plain stand-in rendered at first and the formik form
 * that replaces it, so the swap is invisible. The placeholder is the server's first suggested keyword (what an empty
 * search looks for); all of them are offered as links under the field (in the header while it has the focus).
 */
export function SearchFormView({
  variant,
  onSubmit,
  error,
  inputRef,
  inputProps,
  onPointerEnter,
  onSearched,
}: SearchFormViewProps) {
  const { t } = useTranslation(ns);
  const keywords = useStore($searchKeywords);
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const suggestionsId = `${inputId}-suggestions`;
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
      {keywords.length > 0 && (
        <div className={styles.suggestions} data-testid="search-suggestions">
          <span id={suggestionsId} className={styles.suggestionsLabel}>
            {t('search.suggested')}
          </span>
          <ul className={styles.chips} aria-labelledby={suggestionsId}>
            {keywords.map((keyword) => (
              <li key={keyword}>
                <Link
                  to={searchPath(keyword)}
                  className={styles.chip}
                  onClick={() => {
                    // As a typed search does: a new list, counted as a search.
                    clearPageCache();
                    track.search(keyword);
                    onSearched?.();
                  }}
                >
                  {keyword}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      )}
    </form>
  );
}
