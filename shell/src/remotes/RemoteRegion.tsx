import { Suspense } from 'react';
import { Outlet, useLocation, useNavigate, useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ns } from '../namespace';

/** The layout route every remote's pages mount under: marks the region and waits for lazy pages. */
export function RemoteRegion({ remote, build }: { remote: string; build: string }) {
  return (
    <div className="remote-region" data-remote={remote} data-remote-build={build}>
      <Suspense fallback={<div className="page-loading" aria-busy="true" />}>
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
    <section className="notice-page" role="alert" data-testid="remote-error">
      <h1>{t('remote.errorTitle')}</h1>
      <p>{t('remote.errorBody')}</p>
      <button
        type="button"
        className="button button-primary"
        onClick={() => navigate(`${location.pathname}${location.search}`, { replace: true })}
      >
        {t('remote.retry')}
      </button>
    </section>
  );
}
