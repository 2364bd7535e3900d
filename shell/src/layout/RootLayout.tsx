import { Suspense, useDeferredValue } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useHydrated } from '@shop/shared/ui';
import { ns } from '../namespace';
import { ConsentBanner } from '../consent/ConsentBanner';
import { useFinishSignOut } from '../components/account/useSignOut';
import { AgeGate, useAgeGateShown } from '../components/age-gate/AgeGate';
import { DialogHost } from '../components/dialogs/DialogHost';
import { NavigationRequests } from '../components/navigation/NavigationRequests';
import { GlobalLoading } from '../components/progress/GlobalLoading';
import { PageLoading } from '../components/progress/PageLoading';
import { RouteProgressBar } from '../components/progress/RouteProgressBar';
import { Toasts } from '../components/toasts/Toasts';
import { shopScrollKey } from '../router/scrollKey';
import { DocumentMeta } from './DocumentMeta';
import { Footer } from './Footer';
import { Header } from './Header';
import { RouteGuard } from './RouteGuard';
import { usePageHandle, useRegisterCachedPage } from './useRouteHandle';
import * as styles from './root-layout.module.css';

/**
 * The frame around every page: header and footer unless the page asks for the bare layout, plus what
 * every page may need on top of it (progress, loading, toasts, dialogs, the age gate).
 */
export function RootLayout() {
  const bare = usePageHandle()?.layout === 'bare';
  // SPEC §2 age gate: until the visitor confirms, the adult page behind it can be neither read (blurred)
  // nor reached by keyboard or screen reader (inert); the gate itself lives outside, in <body>.
  const gated = useAgeGateShown();
  useRegisterCachedPage();
  useFinishSignOut();
  const page = (
    <RouteGuard>
      <Suspense fallback={<PageLoading />}>
        <Outlet />
      </Suspense>
    </RouteGuard>
  );
  return (
    <>
      <DocumentMeta />
      <ScrollRestoration getKey={shopScrollKey} />
      <NavigationRequests />
      <RouteProgressBar />
      {bare ? (
        <main className={gated ? `${styles.bareMain} ${styles.gated}` : styles.bareMain} inert={gated}>
          {page}
        </main>
      ) : (
        <div className={gated ? `${styles.frame} ${styles.gated}` : styles.frame} inert={gated}>
          <Suspense fallback={<div className={styles.headerPlaceholder} />}>
            <SkipLink />
            <Header />
          </Suspense>
          <main className={styles.main} id="main" tabIndex={-1}>
            {page}
          </main>
          <Suspense fallback={null}>
            <Footer />
          </Suspense>
        </div>
      )}
      <Overlays />
    </>
  );
}

/**
 * What sits on top of the page depends on this browser alone: never part of server-rendered HTML. A component of its
 * own, so that the switch to hydrated re-renders it alone: a re-render of the layout would make React hydrate the
 * header, the page and the footer at once, in one long task, instead of one part at a time. The switch is urgent (an
 * external store); mounting the overlays is not, so it is deferred to a render React may interrupt.
 */
function Overlays() {
  const hydrated = useDeferredValue(useHydrated());
  if (!hydrated) return null;
  return (
    <Suspense fallback={null}>
      <AgeGate />
      <DialogHost />
      <Toasts />
      <GlobalLoading />
      <ConsentBanner />
    </Suspense>
  );
}

/** Lets keyboard users jump past the header's many links straight to the page. */
function SkipLink() {
  const { t } = useTranslation(ns);
  return (
    <a className={styles.skipLink} href="#main">
      {t('header.skipToContent')}
    </a>
  );
}
