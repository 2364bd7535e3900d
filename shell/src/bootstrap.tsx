// First: the design tokens and the document's defaults, the only global CSS (every other class is a CSS Module).
import '@shop/shared/ui/tokens.css';
import '@shop/shared/ui/base.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { startAnalytics } from '@shop/shared/analytics';
import { initI18n, localeFromBrowser } from '@shop/shared/i18n';
import { initLocale } from '@shop/shared/stores';
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
  const locale = initLocale(() => localeFromBrowser(navigator.language));
  // The manifest and the shell's texts are independent: fetch them together.
  const [i18n, manifest] = await Promise.all([initI18n(locale), fetchRemotesManifest()]);
  await i18n.loadNamespaces(ns);
  remoteHealth.start(manifest.remotes);
  registerShopRemotes(manifest.remotes);
  const router = await createShopRouter(manifest);
  syncSession();
  router.subscribe((state) => {
    if (state.navigation.state === 'idle') syncSession();
  });
  startAnalytics(__GA_MEASUREMENT_ID__, locale);

  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  createRoot(container).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
  startPreloading(manifest);
  // After the first render: no part of the first page waits for the rates.
  void import('./api/currency-rates').then(({ refreshCurrencyRates }) => refreshCurrencyRates());
}

void start();
