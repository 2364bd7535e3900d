import i18next, { type BackendModule, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { supportedLocales } from '../locale';
import type { Locale } from '../stores/locale';

type Bundle = ResourceKey | { default: ResourceKey };
/** How an app loads one namespace: one dynamic import per locale, so only the current one is fetched. */
export type NamespaceLoaders = Record<Locale, () => Promise<Bundle>>;

const loadersByNamespace = new Map<string, NamespaceLoaders>();
/** Namespaces registered again by a newer copy of their app (a remote's new version, on the server). */
const reregistered = new Set<string>();

/** Each app registers its namespace before rendering; i18next loads it on first use. */
export function registerNamespace(namespace: string, loaders: NamespaceLoaders): void {
  const before = loadersByNamespace.get(namespace);
  if (before && before !== loaders) reregistered.add(namespace);
  loadersByNamespace.set(namespace, loaders);
}

/**
 * Loads again, in every language, the texts of namespaces a newer copy of their app registered since the last
 * call. A page loads one version of each remote, but the server renders for hours across releases: without this it
 * would go on rendering a released remote's pages with its previous version's texts.
 */
export async function refreshReleasedTexts(): Promise<void> {
  if (reregistered.size === 0 || !i18next.isInitialized) return;
  const namespaces = [...reregistered];
  reregistered.clear();
  await i18next.reloadResources([...supportedLocales], namespaces);
}

// A backend that asks whichever app registered the namespace, so bundles stay inside the app that owns them.
const registryBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    const load = loadersByNamespace.get(namespace)?.[language as Locale];
    if (!load) {
      callback(new Error(`No "${namespace}" texts registered for "${language}"`), null);
      return;
    }
    load().then(
      (bundle) => callback(null, (bundle as { default?: ResourceKey }).default ?? (bundle as ResourceKey)),
      (error: unknown) => callback(error as Error, null),
    );
  },
};

/** Starts the one i18next instance the shell and every remote share. */
export async function initI18n(locale: Locale): Promise<typeof i18next> {
  if (!i18next.isInitialized) {
    await i18next
      .use(registryBackend)
      .use(initReactI18next)
      .init({
        lng: locale,
        supportedLngs: ['tw', 'cn', 'en'],
        // Every text exists in all three languages, so nothing falls back and no second bundle is fetched.
        fallbackLng: false,
        ns: [],
        defaultNS: false,
        interpolation: { escapeValue: false },
        react: { useSuspense: true },
      });
  }
  return i18next;
}

export { i18next };
