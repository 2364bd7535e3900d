// First: the design tokens and the document's defaults, the only global CSS (every other class is a CSS Module).
import '@shop/shared/ui/tokens.css';
import '@shop/shared/ui/base.css';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { startAnalytics } from '@shop/shared/analytics';
import { initI18n, localeFromBrowser } from '@shop/shared/i18n';
import { clearSeededPageData } from '@shop/shared/page-cache';
import { initLocale } from '@shop/shared/stores';
import { adoptServerState, onRecoverableHydrationError, readHydrationState } from './hydration';
import { ns } from './namespace';
import { registerShopRemotes } from './remotes/federation';
import { remoteHealth } from './remotes/health/reporter';
import { fetchRemotesManifest } from './remotes/manifest';
import { startPreloading } from './remotes/preload';
import { reloadOnStaleChunk } from './remotes/reloadOnStaleChunk';
import { createShopRouter } from './router/createShopRouter';
import { syncSession } from './session/sync';

async function start(): Promise<void> {
  reloadOnStaleChunk();
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  const serverState = readHydrationState(container);
  // A server-rendered page is in the language the server chose from the shopper's cookie or browser.
  const locale = initLocale(() => serverState?.locale ?? localeFromBrowser(navigator.language));
  const hydrate = serverState !== undefined && adoptServerState(serverState, locale);
  // The manifest and the shell's texts are independent: fetch them together.
  const [i18n, manifest] = await Promise.all([initI18n(locale), fetchRemotesManifest()]);
  await i18n.loadNamespaces(ns);
  remoteHealth.start(manifest.remotes);
  registerShopRemotes(manifest.remotes);
  const router = await createShopRouter(manifest);
  syncSession();
  const firstLocation = router.state.location;
  router.subscribe((state) => {
    if (state.navigation.state === 'idle') syncSession();
    // The server's data was for the first page only.
    if (state.location !== firstLocation) clearSeededPageData();
  });
  startAnalytics(__GA_MEASUREMENT_ID__, locale);

  const app = (
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>
  );
  if (hydrate) hydrateRoot(container, app, { onRecoverableError: onRecoverableHydrationError });
  else createRoot(container).render(app);
  startPreloading(manifest);
  // After the first render: no part of the first page waits for the rates.
  void import('./api/currency-rates').then(({ refreshCurrencyRates }) => refreshCurrencyRates());
}

void start();
