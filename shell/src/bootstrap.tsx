// First: the design tokens and the document's defaults, the only global CSS (every other class is a CSS Module).
import '@shop/shared/ui/tokens.css';
import '@shop/shared/ui/base.css';
import { startAnalytics } from '@shop/shared/analytics';
import { initI18n, localeFromBrowser } from '@shop/shared/i18n';
import { findOwner } from '@shop/shared/manifest';
import { languageOfAddress } from '@shop/shared/locale';
import { initLocale, setLocale } from '@shop/shared/stores';
import { adoptServerState, readHydrationState } from './hydration';
import { ns } from './namespace';
import { fetchRemotesManifest } from './remotes/manifest';
import { reloadOnStaleChunk } from './remotes/reloadOnStaleChunk';
import { yieldToMain } from './yieldToMain';

/**
 * Start-up: React takes the page over as soon as the remote owning it has loaded its routes. While that remote's
 * entry and route code load (the document preloads them), the shell's router and layout, then React, are evaluated,
 * each in a task of its own (`webpackMode: "eager"`: in this chunk, no request of their own), so a phone can answer a
 * tap between them; once the routes are there nothing else comes before `hydrateRoot`. What the first render does not
 * need (the session's sync, preloading other remotes) starts after it.
 */
async function start(): Promise<void> {
  reloadOnStaleChunk();
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  const serverState = readHydrationState(container);
  // A link to a language version (`?lang=`) chooses that language, as the language menu does: it is stored.
  const named = languageOfAddress(new URL(window.location.href));
  if (named) setLocale(named);
  // A server-rendered page is in the language the server chose from the address, the shopper's cookie or browser.
  const locale = initLocale(() => serverState?.locale ?? localeFromBrowser(navigator.language));
  const hydrate = serverState !== undefined && adoptServerState(serverState, locale);
  // The manifest and the shell's texts are independent: fetch them together.
  const [i18n, manifest] = await Promise.all([initI18n(locale), fetchRemotesManifest()]);
  await i18n.loadNamespaces(ns);

  const [{ loadRemoteRoutes, registerShopRemotes }, { remoteHealth }] = await Promise.all([
    import(/* webpackMode: "eager" */ './remotes/federation'),
    import(/* webpackMode: "eager" */ './remotes/health/reporter'),
  ]);
  // Before any remote's code runs: an unhandled error from its files is reported from the first one.
  remoteHealth.start(manifest.remotes);
  registerShopRemotes(manifest.remotes);
  const owner = findOwner(manifest, window.location.pathname);
  const ownerRoutes = owner ? loadRemoteRoutes(owner) : undefined;

  await yieldToMain();
  const { createShopRouter } = await import(/* webpackMode: "eager" */ './router/createShopRouter');
  await yieldToMain();
  const { mountShop } = await import(/* webpackMode: "eager" */ './mount');
  await ownerRoutes;

  const router = await createShopRouter(manifest, { hydrationData: hydrate ? serverState.routes : undefined });
  // Before React: the first render's page view and a replayed tap's events come after analytics' consent defaults.
  startAnalytics(__GA_MEASUREMENT_ID__, locale);
  mountShop(container, router, hydrate);

  const { startAfterFirstRender } = await import(/* webpackMode: "eager" */ './afterFirstRender');
  startAfterFirstRender(manifest, router);
}

void start();
