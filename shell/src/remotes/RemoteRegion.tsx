import { Suspense } from 'react';
import { Outlet, useLocation, useNavigate, useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button, NoticePage } from '@shop/shared/ui';
import { PageLoading } from '../components/progress/PageLoading';
import { ns } from '../namespace';

/** The layout route every remote's pages mount under: marks the region and waits for lazy pages. */
export function RemoteRegion({ remote, build }: { remote: string; build: string }) {
  return (
    <div data-remote={remote} data-remote-build={build}>
      <Suspense fallback={<PageLoading />}>
        <Outlet />
      </Suspense>
    </div>
  );
}

/**
 * The error boundary of a remote region: a page that throws while rendering is replaced by this
 * message, inside the shell's layout, so header, footer and other remotes keep working.
 */
export function RemoteRouteError() {
  const error = useRouteError();
  const { t } = useTranslation(ns);
  const navigate = useNavigate();
  const location = useLocation();
  console.error('A page failed to render.', error);
  return (
    <NoticePage
      title={t('remote.errorTitle')}
      role="alert"
      data-testid="remote-error"
      actions={
        <Button variant="primary" onClick={() => navigate(`${location.pathname}${location.search}`, { replace: true })}>
          {t('remote.retry')}
        </Button>
      }
    >
      <p>{t('remote.errorBody')}</p>
    </NoticePage>
  );
}
