import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { DocumentMeta } from './DocumentMeta';
import { Footer } from './Footer';
import { Header } from './Header';
import { RouteGuard } from './RouteGuard';
import { usePageHandle } from './useRouteHandle';

/** The frame around every page: header and footer unless the page asks for the bare layout. */
export function RootLayout() {
  const bare = usePageHandle()?.layout === 'bare';
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
      {bare ? (
        <main className="bare-main">{page}</main>
      ) : (
        <div className="page-frame">
          <Suspense fallback={<div className="header-placeholder" />}>
            <Header />
          </Suspense>
          <main className="page-main" id="main">
            {page}
          </main>
          <Suspense fallback={null}>
            <Footer />
          </Suspense>
        </div>
      )}
    </>
  );
}
