// First: the design tokens and the document's defaults, the only global CSS (every other class is a CSS Module).
import '@shop/shared/ui/tokens.css';
import '@shop/shared/ui/base.css';
import { initI18n, localeFromBrowser } from '@shop/shared/i18n';
import { findOwner } from '@shop/shared/manifest';
import { initLocale } from '@shop/shared/stores';
import { adoptServerState, readHydrationState } from './hydration';
import { ns } from './namespace';
import { fetchRemotesManifest } from './remotes/manifest';
import { reloadOnStaleChunk } from './remotes/reloadOnStaleChunk';
import { yieldToMain } from './yieldToMain';

/**
 * Start-up in steps, each in a task of its own: on a phone the code of the federation runtime's plugins, the shell's
 * layout, the framework and the page's remote would otherwise run as a few tasks of a few hundred milliseconds, while
 * the page, already painted from the server's HTML, could not answer a tap. Each step's modules are in this chunk
 * (`webpackMode: "eager"`: no request of their own) and run when their step comes.
 */
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

  await yieldToMain();
  const [{ loadRemoteRoutes, registerShopRemotes }, { remoteHealth }] = await Promise.all([
    import(/* webpackMode: "eager" */ './remotes/federation'),
    import(/* webpackMode: "eager" */ './remotes/health/reporter'),
  ]);
  remoteHealth.start(manifest.remotes);
  registerShopRemotes(manifest.remotes);
  // The remote owning this page (its entry and routes, which the document preloads) runs its code here, in tasks of
  // its own; the router below finds it loaded.
  const owner = findOwner(manifest, window.location.pathname);
  if (owner) await loadRemoteRoutes(owner);

  await yieldToMain();
  const [{ syncSession }, { startAnalytics }] = await Promise.all([
    import(/* webpackMode: "eager" */ './session/sync'),
    import(/* webpackMode: "eager" */ '@shop/shared/analytics'),
  ]);

  await yieldToMain();
  const { createShopRouter } = await import(/* webpackMode: "eager" */ './router/createShopRouter');
  await yieldToMain();
  const router = await createShopRouter(manifest, { hydrationData: hydrate ? serverState.routes : undefined });
  syncSession();
  router.subscribe((state) => {
    if (state.navigation.state === 'idle') syncSession();
  });
  startAnalytics(__GA_MEASUREMENT_ID__, locale);

  await yieldToMain();
  const { mountShop } = await import(/* webpackMode: "eager" */ './mount');
  await yieldToMain();
  mountShop(container, router, hydrate);

  const { startAfterFirstRender } = await import(/* webpackMode: "eager" */ './afterFirstRender');
  startAfterFirstRender(manifest);
}

void start();
