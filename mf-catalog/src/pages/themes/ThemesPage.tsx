import { useTranslation } from 'react-i18next';
import { usePageData } from '@shop/shared/page-cache';
import { EmptyState, ErrorState } from '@shop/shared/ui';
import { loadingPageClass, PageHead } from '../../components/content-page/ContentPage';
import { ThemeGrid } from '../../components/theme-card/ThemeCard';
import { ns } from '../../namespace';
import { themesData } from './data';

/** `/theme` (title Popular, cached): every theme as a card leading to its products. */
export default function ThemesPage() {
  const { t } = useTranslation(ns);
  const request = themesData();
  const { data, error, reload } = usePageData(request.key, request.load);
  const themes = data?.data_infos;

  let body;
  if (error) body = <ErrorState onRetry={reload} />;
  else if (themes && themes.length === 0) body = <EmptyState message={t('themes.empty')} />;
  else body = <ThemeGrid themes={themes} label={t('title.themes')} />;

  return (
    <div className={themes || error ? undefined : loadingPageClass} data-testid="themes-page">
      <PageHead title={t('title.themes')} intro={t('themes.intro')} />
      {body}
    </div>
  );
}
