import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ns } from '../namespace';
import { ConsentBanner } from '../consent/ConsentBanner';
import { AgeGate } from '../components/age-gate/AgeGate';
import { DialogHost } from '../components/dialogs/DialogHost';
import { NavigationRequests } from '../components/navigation/NavigationRequests';
import { GlobalLoading } from '../components/progress/GlobalLoading';
import { RouteProgressBar } from '../components/progress/RouteProgressBar';
import { Toasts } from '../components/toasts/Toasts';
import { DocumentMeta } from './DocumentMeta';
import { Footer } from './Footer';
import { Header } from './Header';
import { RouteGuard } from './RouteGuard';
import { usePageHandle, useRegisterCachedPage } from './useRouteHandle';

/**
 * The frame around every page: header and footer unless the page asks for the bare layout, plus what
 * every page may need on top of it (progress, loading, toasts, dialogs, the age gate).
 */
export function RootLayout() {
  const bare = usePageHandle()?.layout === 'bare';
  useRegisterCachedPage();
  const page = (
    <RouteGuard>
      <Suspense fallback={<div className="page-loading" aria-busy="true" />}>
        <Outlet />
      </Suspense>
    </RouteGuard>
  );
  return (
    <>
      <DocumentMeta />
      <ScrollRestoration />
      <NavigationRequests />
      <RouteProgressBar />
      {bare ? (
        <main className="bare-main">{page}</main>
      ) : (
        <div className="page-frame">
          <Suspense fallback={<div className="header-placeholder" />}>
            <SkipLink />
            <Header />
          </Suspense>
          <main className="page-main" id="main" tabIndex={-1}>
            {page}
          </main>
          <Suspense fallback={null}>
            <Footer />
          </Suspense>
        </div>
      )}
      <Suspense fallback={null}>
        <AgeGate />
        <DialogHost />
        <Toasts />
        <GlobalLoading />
        <ConsentBanner />
      </Suspense>
    </>
  );
}

/** Lets keyboard users jump past the header's many links straight to the page. */
function SkipLink() {
  const { t } = useTranslation(ns);
  return (
    <a className="skip-link" href="#main">
      {t('header.skipToContent')}
    </a>
  );
}
