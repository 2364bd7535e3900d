import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { takeOverEarlyNavigation } from './early-navigation/takeOverEarlyNavigation';
import { onRecoverableHydrationError } from './hydration';
import type { createShopRouter } from './router/createShopRouter';

export type ShopRouter = Awaited<ReturnType<typeof createShopRouter>>;

/** Puts the shop into `#root`: hydrates the page the server rendered there, or renders it in the browser. */
export function mountShop(container: HTMLElement, router: ShopRouter, hydrate: boolean): void {
  const app = (
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>
  );
  if (hydrate) hydrateRoot(container, app, { onRecoverableError: onRecoverableHydrationError });
  else createRoot(container).render(app);
  takeOverEarlyNavigation(container, (path) => void router.navigate(path));
}
