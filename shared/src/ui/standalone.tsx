import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Outlet, RouterProvider } from 'react-router';
import type { RemoteRoutesModule } from '../routing/handle';
import { initI18n, localeFromBrowser } from '@shop/shared/i18n';
import { initLocale } from '@shop/shared/stores';

/**
 * Mounts a remote on its own dev server without the shell, so a team can work on its pages alone.
 * Production never runs this: the shell mounts the exposed routes instead.
 */
export async function mountStandalone(remote: RemoteRoutesModule): Promise<void> {
  await initI18n(initLocale(() => localeFromBrowser(navigator.language)));
  const router = createBrowserRouter([
    {
      path: '/',
      element: (
        <Suspense fallback={null}>
          <Outlet />
        </Suspense>
      ),
      children: remote.routes,
    },
  ]);
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing');
  createRoot(container).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
}
