import { Suspense, useEffect } from 'react';
import { Outlet, useLocation, useNavigate, useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button, NoticePage } from '@shop/shared/ui';
import type { RemoteManifestEntry } from '@shop/shared/manifest';
import { PageLoading } from '../components/progress/PageLoading';
import { ns } from '../namespace';
import { remoteHealth } from './health/reporter';

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

/** Errors already reported: the boundary re-renders (navigation, locale) without a new failure. */
const reported = new WeakSet<object>();

/**
 * The error boundary of a remote region: a page that throws while rendering is replaced by this
 * message, inside the shell's layout, so header, footer and other remotes keep working. Each failure
 * counts once as a render error of that remote's version.
 */
export function RemoteRouteError({ remote }: { remote: Pick<RemoteManifestEntry, 'name' | 'version'> }) {
  const error = useRouteError();
  const { t } = useTranslation(ns);
  const navigate = useNavigate();
  const location = useLocation();
  useEffect(() => {
    if (typeof error === 'object' && error !== null) {
      if (reported.has(error)) return;
      reported.add(error);
    }
    console.error(`A page of ${remote.name} failed to render.`, error);
    remoteHealth.report(remote, 'render-error');
  }, [error, remote]);
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
