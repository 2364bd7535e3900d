import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Outlet, RouterProvider } from 'react-router';
import type { RemoteRoutesModule } from '../routing/handle';
import { initI18n, localeFromBrowser } from '@shop/shared/i18n';
import { initLocale } from '@shop/shared/stores';
// The shell loads the tokens and base rules in the shop; a remote running alone loads them here, so it looks the same.
import './tokens.css';
import './base.css';

/**
 * Mounts a remote on its own dev server without the shell, so a team can work on its pages alone.
 * Production never runs this: the shell mounts the exposed routes instead. Its own entry point
 * (`@shop/shared/ui/standalone`), so that no page importing `@shop/shared/ui` brings the global CSS along.
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
