import { useTranslation } from 'react-i18next';
import { addressInLanguage, isLocale, languageOfAddress } from '@shop/shared/locale';
import { setLocale, supportedLocales, useLocale } from '@shop/shared/stores';
import { useHydrated, VisuallyHidden } from '@shop/shared/ui';
import { ns } from '../../namespace';
import * as styles from './language-select.module.css';

/**
 * SPEC §2/§4: the choice is stored under `lang` and the page reloads in the new language; an address naming a
 * language (`?lang=`) is changed to name the new one.
 */
export function LanguageSelect() {
  const { t } = useTranslation(ns);
  const locale = useLocale();
  // Server-rendered: a choice made before the page hydrates would be lost.
  const hydrated = useHydrated();
  return (
    <label>
      <VisuallyHidden>{t('header.language')}</VisuallyHidden>
      <select
        className={styles.select}
        value={locale}
        data-testid="language-select"
        disabled={!hydrated}
        onChange={(event) => {
          const chosen = event.target.value;
          if (!isLocale(chosen) || !setLocale(chosen)) return;
          const here = new URL(window.location.href);
          if (languageOfAddress(here)) window.location.replace(addressInLanguage(here, chosen).href);
          else window.location.reload();
        }}
      >
        {supportedLocales.map((code) => (
          <option key={code} value={code} lang={code === 'en' ? 'en' : code === 'cn' ? 'zh-CN' : 'zh-TW'}>
            {t(`languages.${code}`)}
          </option>
        ))}
      </select>
    </label>
  );
}
