import { useMatches, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { handleOf } from '@shop/shared/routing';
import { NoticePage } from './NoticePage';
import { uiNamespace } from './namespace';

/** Stands in for a page whose feature has not landed yet: it shows the route's real title and parameters. */
export function PlaceholderPage() {
  const matches = useMatches();
  const params = useParams();
  const handle = handleOf([...matches].reverse().find((match) => handleOf(match)));
  const titleNamespace = handle?.titleKey.split(':')[0];
  // Suspends until both this component's texts and the page title's namespace are loaded.
  const { t } = useTranslation(titleNamespace ? [uiNamespace, titleNamespace] : uiNamespace);
  const title = handle ? t(handle.titleKey) : '';
  const shownParams = Object.entries(params).filter(([key]) => key !== '*');
  return (
    <NoticePage title={t('placeholder.heading', { title })} data-testid="placeholder-page">
      <p>{t('placeholder.body')}</p>
      {shownParams.length > 0 && (
        <dl>
          {shownParams.map(([key, value]) => (
            <div key={key}>
              <dt>{key}</dt>
              <dd data-testid={`param-${key}`}>{value}</dd>
            </div>
          ))}
        </dl>
      )}
    </NoticePage>
  );
}
