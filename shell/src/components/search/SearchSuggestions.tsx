import { useId } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { track } from '@shop/shared/analytics';
import { clearPageCache } from '@shop/shared/page-cache';
import { useSearchKeywords } from '@shop/shared/stores';
import { ns } from '../../namespace';
import { searchPath } from './searchPath';
import * as styles from './search-form.module.css';

/**
 * The server's suggested keywords, each a link to its search, under the search field (in the header while the search
 * has the focus). Beside the form, not in it: the form is swapped for the formik one, these stay (and their focus).
 */
export function SearchSuggestions({ onSearched }: { onSearched?: () => void }) {
  const { t } = useTranslation(ns);
  const keywords = useSearchKeywords();
  const labelId = useId();
  if (keywords.length === 0) return null;
  return (
    <div className={styles.suggestions} data-testid="search-suggestions">
      <span id={labelId} className={styles.suggestionsLabel}>
        {t('search.suggested')}
      </span>
      <ul className={styles.chips} aria-labelledby={labelId}>
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
  );
}
